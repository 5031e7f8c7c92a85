import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@school/contract/constants';
import type { Paged } from '@school/contract/schemas/common';
import { http, type QueryValue } from './http';
import { notify, UNDO_TOAST_MS } from './notify';

/**
 * The generic CRUD path of every administration entity, written once. A query key starts with the entity's
 * base path ('/schools'), so a save or status change refreshes every list and detail of that entity.
 */
export type ListParams = Record<string, QueryValue>;

export function listQuery<T>(path: string, params: ListParams) {
  return queryOptions({
    queryKey: [path, 'list', params],
    queryFn: ({ signal }) => http.get<Paged<T>>(path, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function detailQuery<T>(path: string, id: number | string) {
  return queryOptions({
    queryKey: [path, 'detail', String(id)],
    queryFn: ({ signal }) => http.get<T>(`${path}/${id}`, { signal }),
  });
}

interface SaveOptions {
  /** Where a new record is posted, when not the base path (POST /policy, POST /classes/{id}/subjects…). */
  createPath?: string;
  /** Where an existing record is put, when not {path}/{id}. */
  updatePath?: (id: number) => string;
  createdMessage?: string;
  updatedMessage?: string;
  /** Other entities whose lists change too (a class section changes its class's counts). */
  alsoInvalidate?: string[];
}

/** POST a new record or PUT an existing one (with its version); toasts and refreshes the entity's queries. */
export function useSaveEntity<TBody, TResult = unknown>(path: string, options: SaveOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TBody }) =>
      id === undefined
        ? http.post<TResult>(options.createPath ?? path, body)
        : http.put<TResult>(options.updatePath?.(id) ?? `${path}/${id}`, body),
    onSuccess: (_result, { id }) => {
      notify.success(
        id === undefined
          ? (options.createdMessage ?? MESSAGES.valueAdded)
          : (options.updatedMessage ?? MESSAGES.updated),
      );
      for (const key of [path, ...(options.alsoInvalidate ?? [])]) void client.invalidateQueries({ queryKey: [key] });
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
 * PATCH {path}/{id}?status=…&version=…: Activate / Deactivate. A deactivation's toast offers Undo for a few
 * seconds, which activates the record again through the same PATCH with the version the first one answered.
 */
export function useStatusChange(path: string, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  const refresh = () => {
    for (const key of [path, ...alsoInvalidate]) void client.invalidateQueries({ queryKey: [key] });
  };
  return useMutation({
    mutationFn: ({ id, status, version }: StatusChange) =>
      http.patch<{ version: number }>(`${path}/${id}`, undefined, { query: { status, version } }),
    onSuccess: (record, { id, status, name }) => {
      refresh();
      if (status !== 'INACTIVE') {
        notify.success(MESSAGES.statusUpdated);
        return;
      }
      const undo = async () => {
        try {
          await http.patch(`${path}/${id}`, undefined, { query: { status: 'ACTIVE', version: record.version } });
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
