import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  schoolDetailResponse,
  schoolInput,
  schoolListQuery,
  schoolResponse,
  schoolSyncRequest,
  schoolSyncResponse,
  schoolSyncStatusResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/access';
import { createSchoolService } from './service';
import { createSchoolSyncService } from './sync-service';

const tags = ['schools'];

export function schoolRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const schools = createSchoolService(deps);
  const sync = createSchoolSyncService(deps);
  return async (app) => {
    app.get(
      '/schools',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: { tags, querystring: schoolListQuery, response: { 200: pagedResponse(schoolResponse) } },
      },
      (request) => schools.list(request.query, requireAuth(request)),
    );
    app.get(
      '/schools/:id',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: { tags, params: idParams, response: { 200: schoolDetailResponse } },
      },
      (request) => schools.get(request.params.id, requireAuth(request)),
    );
    app.post(
      '/schools',
      {
        config: { access: { entity: 'school', type: 'CREATE' } },
        schema: { tags, body: schoolInput, response: { 200: schoolDetailResponse } },
      },
      (request) => schools.create(request.body, requireAuth(request)),
    );
    app.put(
      '/schools/:id',
      {
        config: { access: { entity: 'school', type: 'UPDATE' } },
        schema: { tags, params: idParams, body: schoolInput, response: { 200: schoolDetailResponse } },
      },
      (request) => schools.update(request.params.id, request.body, requireAuth(request)),
    );
    app.patch(
      '/schools/:id',
      {
        config: { access: { entity: 'school', type: 'DELETE' } },
        schema: { tags, params: idParams, querystring: statusChangeQuery, response: { 200: schoolDetailResponse } },
      },
      (request) =>
        schools.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
    );
    app.get(
      '/schools/sync/status',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: { tags, summary: 'Whether Sync With Valai is configured', response: { 200: schoolSyncStatusResponse } },
      },
      () => sync.status(),
    );
    app.post(
      '/schools/sync',
      {
        config: { access: { entity: 'school', type: 'UPDATE' } },
        schema: {
          tags,
          summary: 'Sync With Valai: upsert a school from the external school information system (SIS_SYNC_URL)',
          body: schoolSyncRequest,
          response: { 200: schoolSyncResponse },
        },
      },
      (request) => sync.sync(request.body.schoolCode, requireAuth(request)),
    );
  };
}
