import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  schoolDetailResponse,
  schoolInput,
  schoolUpdateInput,
  schoolListQuery,
  schoolResponse,
  schoolSyncRequest,
  schoolSyncResponse,
  schoolSyncStatusResponse,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createSchoolService } from './schools.service';
import { createSchoolSyncService } from './sync.service';

const tags = ['schools'];

export function schoolRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const schools = createSchoolService(deps);
  const sync = createSchoolSyncService(deps);
  const route = crudRoutes('school', tags, schoolDetailResponse);
  return async (app) => {
    app.get(
      '/schools',
      route.list(
        {
          operationId: 'listSchools',
          summary: 'List schools',
          description: 'A user whose roles all apply to one school sees only their own school.',
        },
        schoolListQuery,
        schoolResponse,
      ),
      (request) => schools.list(request.query, requireAuth(request)),
    );
    app.get(
      '/schools/:id',
      route.get({ operationId: 'getSchool', summary: 'Get a school with its classes' }),
      (request) => schools.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/schools',
      route.create(
        {
          operationId: 'createSchool',
          summary: 'Create a school',
          description:
            'The school code is unique (409) and the affiliated board must be an active value of the list ' +
            "'Affiliated Board'. A user limited to one school cannot add schools (403).",
        },
        schoolInput,
      ),
      (request) => schools.create(request.body, requireAuth(request)),
    );
    app.put(
      '/schools/:id',
      route.update(
        {
          operationId: 'updateSchool',
          summary: 'Update a school',
          description:
            'schoolName, campus and schoolCode are locked: the body repeats them unchanged (400 otherwise). The ' +
            'version read is required (409 when the school changed since). A COMPLETED school may be changed only ' +
            'by a System Administrator or an Administrator.',
        },
        schoolUpdateInput,
      ),
      (request) => schools.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/schools/:id',
      route.status({
        operationId: 'changeSchoolStatus',
        summary: 'Activate or deactivate a school',
        description:
          'A version given must be the current one (409 otherwise). A COMPLETED school may be changed only by a ' +
          'System Administrator or an Administrator.',
      }),
      (request) =>
        schools.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.get(
      '/schools/sync/status',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: {
          tags,
          operationId: 'getSchoolSyncStatus',
          summary: 'Tell whether Sync With Valai is configured',
          description: 'The screen disables Sync With Valai, and says why, when it is not.',
          response: { 200: schoolSyncStatusResponse },
        },
      },
      () => sync.status(),
    );
    app.post(
      '/schools/sync',
      {
        config: { access: { entity: 'school', type: 'UPDATE' } },
        schema: {
          tags,
          operationId: 'syncSchool',
          summary: 'Sync a school from the external school information system',
          description:
            'Sync With Valai: reads the school by its code from SIS_SYNC_URL and upserts the school, its classes, ' +
            'sections, subjects and staff in one transaction; a second run changes nothing. A code not known yet ' +
            'also needs CREATE on school; 503 when no sync is configured, 502 when the external system fails.',
          body: schoolSyncRequest,
          response: { 200: schoolSyncResponse, 502: errorResponse, 503: errorResponse },
        },
      },
      (request) => sync.sync(request.body.schoolCode, requireAuth(request)),
    );
  };
}
