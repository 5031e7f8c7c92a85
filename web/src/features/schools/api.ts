import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@school/contract/constants';
import { AFFILIATED_BOARD_LOV } from '@school/contract/schemas/school';
import { detailQuery, useSaveEntity } from '../../lib/crud';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';

/** The API path of schools, also the first part of every school query key. */
export const SCHOOLS_PATH = '/schools';

/** Everything a school's save or sync may change (the school detail lists its classes). */
const SCHOOL_RELATED = ['/classes', '/class-sections', '/subjects'];

export const schoolDetailQuery = (id: string) => detailQuery('/api/schools/{id}', id);

/** The ACTIVE items of the list of values 'Affiliated Board' (GET /lov?name=…&page=0&size=50). */
export const affiliatedBoardsQuery = queryOptions({
  queryKey: ['/lov', 'lookup', AFFILIATED_BOARD_LOV],
  queryFn: async ({ signal }) => {
    const page = await http.get('/api/lov', {
      params: { query: { name: AFFILIATED_BOARD_LOV, page: 0, size: PAGE_SIZES.lovLookup } },
      signal,
    });
    // The name search matches parts of names: keep the list whose name is exactly the one wanted.
    const lov = page.content.find((entry) => entry.name.toLowerCase() === AFFILIATED_BOARD_LOV.toLowerCase());
    return (lov?.items ?? []).filter((item) => item.status === 'ACTIVE');
  },
});

/** POST /schools or PUT /schools/{id}. */
export function useSaveSchool() {
  return useSaveEntity({ create: '/api/schools', update: '/api/schools/{id}' }, { alsoInvalidate: SCHOOL_RELATED });
}

/** GET /schools/sync/status: whether the server can reach the school system (Sync With Valai). */
export const schoolSyncStatusQuery = queryOptions({
  queryKey: [SCHOOLS_PATH, 'sync-status'],
  queryFn: ({ signal }) => http.get('/api/schools/sync/status', { signal }),
  // A deployment setting: it changes only with a restart.
  staleTime: 5 * 60_000,
});

/**
 * Sync With Valai: POST /schools/sync {schoolCode}. The HTTP client shows a failure's message (502 when the
 * external system fails, 503 when it is not configured); success toasts and refreshes the schools and classes.
 */
export function useSchoolSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schoolCode: string) => http.post('/api/schools/sync', { body: { schoolCode } }),
    onSuccess: (result, schoolCode) => {
      notify.success(MESSAGES.synced(result.school.schoolCode || schoolCode));
      // What the sync left out (a class teacher who is not staff of the school) must not go unnoticed.
      if (result.warnings.length > 0) notify.warning(result.warnings.join(' '));
      for (const key of [SCHOOLS_PATH, ...SCHOOL_RELATED]) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
