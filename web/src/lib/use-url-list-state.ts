import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_LIST_SORT, LIST_SORTS, type ListSort } from '@school/contract/list-sort';

const isListSort = (value: string | null): value is ListSort =>
  (LIST_SORTS as readonly (string | null)[]).includes(value);

/**
 * The search text, filters, order and page of a list, kept in the URL so reload, back and a shared link keep
 * them. The page is one-based in the URL and on screen, zero-based in calls. Turning a page adds a history entry,
 * so the browser's Back returns to the page before (a phone's back gesture included); search text, order and
 * filters replace the entry, so Back does not walk through every letter typed.
 */
export function useUrlListState(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));
  const sortParam = params.get('sort');
  const sort: ListSort = isListSort(sortParam) ? sortParam : DEFAULT_LIST_SORT;

  const update = useCallback(
    (changes: Record<string, string | number | null>, push = false) =>
      setParams(
        () => {
          // The address bar, not the router's `current`: that is the URL of the last render, and a filter chosen
          // before the render that follows a search has committed (a slow phone) would drop the search text.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );

  return {
    search,
    page,
    filters,
    sort,
    /** The default order is left out of the URL. */
    setSort: (next: ListSort) => update({ sort: next === DEFAULT_LIST_SORT ? null : next, page: null }),
    setSearch: (text: string) => update({ q: text.trim(), page: null }),
    setPage: (next: number) => update({ page: next }, true),
    /** Sets a filter; `alsoClear` names filters that depend on it (a unit plan chosen within a tier plan). */
    setFilter: (name: string, value: string, alsoClear: readonly string[] = []) =>
      update({ ...Object.fromEntries(alsoClear.map((other) => [other, null])), [name]: value, page: null }),
    /** Clear all: the filters and the search text. */
    clearAll: () => update({ ...Object.fromEntries(filterNames.map((name) => [name, null])), q: null, page: null }),
  };
}
