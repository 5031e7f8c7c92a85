import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import type { FormBody, ListPath, ListPathOf, Operation, PathWith, RequestBody } from './api-types';
import { callPath, http, type QueryValue } from './http';
import { notify, UNDO_TOAST_MS } from './notify';

/**
 * The generic CRUD path of every administration entity, written once. A query key starts with the entity's
 * base path ('/schools'), so a save or status change refreshes every list and detail of that entity.
 */
export type ListParams = Record<string, QueryValue>;

/** The query key base of an API path: '/api/schools/{id}' → '/schools', the key every school query starts with. */
export function queryKeyBase(path: string): string {
  return path.replace(/^\/api/, '').replace(/\/\{[^}]+\}$/, '');
}

export function listQuery<P extends ListPath>(path: P, params: ListParams) {
  return queryOptions({
    queryKey: [queryKeyBase(path), 'list', params],
    queryFn: ({ signal }) => http.list(path, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A list screen's query: the page of records of type T, the path checked against T. */
export function pageQuery<T>(path: ListPathOf<T>, params: ListParams) {
  return queryOptions({
    queryKey: [queryKeyBase(path), 'list', params],
    queryFn: ({ signal }) => http.page<T>(path, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The GET paths of one record by its id ('/api/schools/{id}'). */
export type DetailPath = {
  [P in PathWith<'get'>]: Operation<'get', P> extends { parameters: { path: { id: number } } } ? P : never;
}[PathWith<'get'>];

export function detailQuery<P extends DetailPath>(path: P, id: number | string) {
  return queryOptions({
    queryKey: [queryKeyBase(path), 'detail', String(id)],
    queryFn: ({ signal }) => callPath('get', path, { params: { path: { id: Number(id) } }, signal }),
  });
}

/** The PUT paths of one record by its id. */
type UpdatePath = {
  [P in PathWith<'put'>]: Operation<'put', P> extends { parameters: { path: { id: number } } } ? P : never;
}[PathWith<'put'>];

/** The PATCH paths of one record by its id that take ?status&version: Activate / Deactivate. */
export type StatusPath = {
  [P in PathWith<'patch'>]: Operation<'patch', P> extends {
    parameters: { path: { id: number }; query?: { status?: 'ACTIVE' | 'INACTIVE' | (string & {}) } };
  }
    ? P
    : never;
}[PathWith<'patch'>];

interface SavePaths<C extends PathWith<'post'>, U extends UpdatePath> {
  /** Where a new record is posted. */
  create: C;
  /** The {id} of the create path, when it has one (POST /classes/{id}/subjects: the class). */
  createId?: number;
  /** Where an existing record is put: its {id} is the record's unless updateId says otherwise. */
  update: U;
  /** The {id} of the update path when it is not the record's (PUT /classes/{id}/class-sections: the class). */
  updateId?: number;
}

interface SaveOptions {
  createdMessage?: string;
  updatedMessage?: string;
  /** Other entities whose lists change too (a class section changes its class's counts). */
  alsoInvalidate?: string[];
}

/**
 * POST a new record or PUT an existing one (with its version); toasts and refreshes the entity's queries. The paths
 * and the answer are the document's; the body is the entity dialog's form values, typed by the same contract schema
 * the document's request body is generated from (sent raw: the server parses it).
 */
export function useSaveEntity<C extends PathWith<'post'>, U extends UpdatePath>(
  paths: SavePaths<C, U>,
  options: SaveOptions = {},
) {
  const client = useQueryClient();
  const key = queryKeyBase(paths.update);
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number;
      body: FormBody<RequestBody<'post', C>> | FormBody<RequestBody<'put', U>>;
    }) =>
      id === undefined
        ? callPath('post', paths.create, {
            params: paths.createId === undefined ? {} : { path: { id: paths.createId } },
            body,
          })
        : callPath('put', paths.update, { params: { path: { id: paths.updateId ?? id } }, body }),
    onSuccess: (_result, { id }) => {
      notify.success(
        id === undefined
          ? (options.createdMessage ?? MESSAGES.valueAdded)
          : (options.updatedMessage ?? MESSAGES.updated),
      );
      for (const base of [key, ...(options.alsoInvalidate ?? [])]) void client.invalidateQueries({ queryKey: [base] });
    },
  });
}

export interface StatusChange {
  id: number;
  status: 'ACTIVE' | 'INACTIVE';
  version?: number;
  /** The record's name, for the Undo button's accessible name. */
  name?: string;
}

/**
 * PATCH {path}?status=…&version=…: Activate / Deactivate. A deactivation's toast offers Undo for a few seconds,
 * which activates the record again through the same PATCH with the version the first one answered.
 */
export function useStatusChange(path: StatusPath | undefined, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  const refresh = () => {
    for (const key of [...(path ? [queryKeyBase(path)] : []), ...alsoInvalidate])
      void client.invalidateQueries({ queryKey: [key] });
  };
  const patchStatus = (id: number, status: 'ACTIVE' | 'INACTIVE', version: number | undefined) => {
    // A screen without a status path never offers the toggle; the hook is still called (hooks cannot be skipped).
    if (!path) throw new Error('This record has no status to change.');
    return callPath('patch', path, { params: { path: { id }, query: { status, version } } });
  };
  return useMutation({
    mutationFn: ({ id, status, version }: StatusChange) => patchStatus(id, status, version),
    onSuccess: (record, { id, status, name }) => {
      refresh();
      if (status !== 'INACTIVE') {
        notify.success(MESSAGES.statusUpdated);
        return;
      }
      const undo = async () => {
        try {
          await patchStatus(id, 'ACTIVE', versionOf(record));
          notify.success(MESSAGES.statusRestored);
          refresh();
        } catch {
          // The HTTP client showed why (for example someone changed the record meanwhile).
        }
      };
      notify.success(MESSAGES.statusUpdated, {
        action: {
          label: 'Undo',
          accessibleLabel: name ? `Undo: activate ${name} again` : undefined,
          onClick: () => void undo(),
        },
        durationMs: UNDO_TOAST_MS,
      });
    },
  });
}

/** The version a status change answered (every status path answers its record, with its version). */
function versionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('version' in record)) return undefined;
  return typeof record.version === 'number' ? record.version : undefined;
}

/** The status a toggle moves to. */
export const toggledStatus = (status: string) => (status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE');

/** A stored status as a form's ACTIVE | INACTIVE field (an edit form sends the record's status back unchanged). */
export const recordStatusOf = (status: string): 'ACTIVE' | 'INACTIVE' =>
  status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE';

/** Saves a text (a CSV template, an export, an import's result) as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click's download has started (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
