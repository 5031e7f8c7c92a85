import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyInput, policyUpdateInput, policyListQuery, policyResponse } from '@school/contract';
import type { AppDeps } from '../../deps';
import { crudRoutes } from '../../lib/crud-routes';
import { requireAuth } from '../../plugins/access';
import { createPolicyService } from './policies.service';

const tags = ['policies'];

/**
 * Spec 000 section 7 names GET /policies and POST /policy; the singular and plural paths both work for
 * save, read and status change so either spelling of the original client reaches the same record.
 * The document shows each operation once, under the spelling the spec and the web client use (POST /policy,
 * /policies/{id} otherwise); the other spelling is hidden and shares its operationId.
 */
export function policyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policies = createPolicyService(deps);
  const route = crudRoutes('school', tags, policyResponse);
  return async (app) => {
    app.get(
      '/policies',
      route.list(
        {
          operationId: 'listPolicies',
          summary: 'List policies',
          description: "A user limited to one school sees only that school's policies.",
        },
        policyListQuery,
      ),
      (request) => policies.list(request.query, requireAuth(request)),
    );
    for (const path of ['/policies', '/policy']) {
      const hideItem = path === '/policy';
      const hideCreate = path === '/policies';
      app.get(
        `${path}/:id`,
        route.get({ hide: hideItem, operationId: 'getPolicy', summary: 'Get a policy' }),
        (request) => policies.get(request.params.id, requireAuth(request)),
      );
      app.post(
        path,
        route.create(
          {
            hide: hideCreate,
            operationId: 'createPolicy',
            summary: 'Create a policy',
            description:
              'The school must be visible to the user and the class, if any, one of its classes (400 otherwise). ' +
              'The same name in the same school and academic year is a duplicate (409).',
          },
          policyInput,
        ),
        (request) => policies.create(request.body, requireAuth(request)),
      );
      app.put(
        `${path}/:id`,
        route.update(
          {
            hide: hideItem,
            operationId: 'updatePolicy',
            summary: 'Update a policy',
            description:
              'The version read is required (409 when the policy changed since). The same name in the same school ' +
              'and academic year is a duplicate (409).',
          },
          policyUpdateInput,
        ),
        (request) => policies.update(request.params.id, request.body, requireAuth(request)),
      );
      app.patch(
        `${path}/:id`,
        route.status({
          hide: hideItem,
          operationId: 'changePolicyStatus',
          summary: 'Activate or deactivate a policy',
          description: 'A version given must be the current one (409 otherwise).',
        }),
        (request) =>
          policies.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
      );
    }
  };
}
