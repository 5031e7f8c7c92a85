import { type EntityName, idParams, pagedResponse, statusChangeQuery } from '@school/contract';
import { z } from 'zod';

/** What the API document says of one route. */
export interface RouteDocs {
  operationId: string;
  summary: string;
  description?: string;
  /** Left out of the API document (a second spelling of a documented route). */
  hide?: boolean;
}

const docsOf = ({ hide, operationId, summary, description }: RouteDocs) => ({
  ...(hide === undefined ? {} : { hide }),
  operationId,
  summary,
  ...(description === undefined ? {} : { description }),
});

/**
 * The route options of an editable record's five routes, declared once: list (GET path), get (GET path/:id),
 * create (POST path, or POST parent/:id/children), update (PUT path/:id) and status (PATCH
 * path/:id?status=&version=). Each needs the entity's READ, CREATE, UPDATE or DELETE privilege and answers
 * `response` (a page of them for the list); a route file gives each its documentation and its handler:
 * `app.get('/lov', lovRoute.list(docs, lovListQuery), (request) => lov.list(request.query))`.
 */
export function crudRoutes<Response extends z.ZodType>(entity: EntityName, tags: string[], response: Response) {
  const access = (type: 'READ' | 'CREATE' | 'UPDATE' | 'DELETE') => ({ access: { entity, type } });
  return {
    /** A list answers a page of `item` (a summary of the record, say), else of the response. */
    list: <Query extends z.ZodType, Item extends z.ZodType = Response>(
      docs: RouteDocs,
      querystring: Query,
      item?: Item,
    ) => ({
      config: access('READ'),
      schema: { tags, ...docsOf(docs), querystring, response: { 200: pagedResponse(item ?? response) } },
    }),
    /** A short list answered whole, without paging. */
    all: (docs: RouteDocs) => ({
      config: access('READ'),
      schema: { tags, ...docsOf(docs), response: { 200: z.array(response) } },
    }),
    get: (docs: RouteDocs) => ({
      config: access('READ'),
      schema: { tags, ...docsOf(docs), params: idParams, response: { 200: response } },
    }),
    create: <Body extends z.ZodType>(docs: RouteDocs, body: Body) => ({
      config: access('CREATE'),
      schema: { tags, ...docsOf(docs), body, response: { 200: response } },
    }),
    /** POST parent/:id/children: a record created under its parent, the path id being the parent's. */
    createIn: <Body extends z.ZodType>(docs: RouteDocs, body: Body) => ({
      config: access('CREATE'),
      schema: { tags, ...docsOf(docs), params: idParams, body, response: { 200: response } },
    }),
    update: <Body extends z.ZodType>(docs: RouteDocs, body: Body) => ({
      config: access('UPDATE'),
      schema: { tags, ...docsOf(docs), params: idParams, body, response: { 200: response } },
    }),
    status: (docs: RouteDocs) => ({
      config: access('DELETE'),
      schema: { tags, ...docsOf(docs), params: idParams, querystring: statusChangeQuery, response: { 200: response } },
    }),
  };
}
