import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pagedResponse,
  policyInput,
  policyUpdateInput,
  policyListQuery,
  policyResponse,
  statusChangeQuery,
} from '@school/contract';
import type { AppDeps } from '../../deps';
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
  return async (app) => {
    app.get(
      '/policies',
      {
        config: { access: { entity: 'school', type: 'READ' } },
        schema: {
          tags,
          operationId: 'listPolicies',
          summary: 'List policies',
          description: "A user limited to one school sees only that school's policies.",
          querystring: policyListQuery,
          response: { 200: pagedResponse(policyResponse) },
        },
      },
      (request) => policies.list(request.query, requireAuth(request)),
    );
    for (const path of ['/policies', '/policy']) {
      const hideItem = path === '/policy';
      const hideCreate = path === '/policies';
      app.get(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'READ' } },
          schema: {
            tags,
            hide: hideItem,
            operationId: 'getPolicy',
            summary: 'Get a policy',
            params: idParams,
            response: { 200: policyResponse },
          },
        },
        (request) => policies.get(request.params.id, requireAuth(request)),
      );
      app.post(
        path,
        {
          config: { access: { entity: 'school', type: 'CREATE' } },
          schema: {
            tags,
            hide: hideCreate,
            operationId: 'createPolicy',
            summary: 'Create a policy',
            description:
              'The school must be visible to the user and the class, if any, one of its classes (400 otherwise). ' +
              'The same name in the same school and academic year is a duplicate (409).',
            body: policyInput,
            response: { 200: policyResponse },
          },
        },
        (request) => policies.create(request.body, requireAuth(request)),
      );
      app.put(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'UPDATE' } },
          schema: {
            tags,
            hide: hideItem,
            operationId: 'updatePolicy',
            summary: 'Update a policy',
            description:
              'The version read is required (409 when the policy changed since). The same name in the same school ' +
              'and academic year is a duplicate (409).',
            params: idParams,
            body: policyUpdateInput,
            response: { 200: policyResponse },
          },
        },
        (request) => policies.update(request.params.id, request.body, requireAuth(request)),
      );
      app.patch(
        `${path}/:id`,
        {
          config: { access: { entity: 'school', type: 'DELETE' } },
          schema: {
            tags,
            hide: hideItem,
            operationId: 'changePolicyStatus',
            summary: 'Activate or deactivate a policy',
            description: 'A version given must be the current one (409 otherwise).',
            params: idParams,
            querystring: statusChangeQuery,
            response: { 200: policyResponse },
          },
        },
        (request) =>
          policies.changeStatus(request.params.id, request.query.status, request.query.version, requireAuth(request)),
      );
    }
  };
}
