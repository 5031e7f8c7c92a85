import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search text, filters and page of a list, kept in the URL so reload, back and a shared link keep
 * them. The page is one-based in the URL and on screen, zero-based in calls.
 */
export function useUrlListState(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    page,
    filters,
    setSearch: (text: string) => update({ q: text.trim(), page: null }),
    setPage: (next: number) => update({ page: next }),
    setFilter: (name: string, value: string) => update({ [name]: value, page: null }),
    /** Clear all: the filters and the search text. */
    clearAll: () => update({ ...Object.fromEntries(filterNames.map((name) => [name, null])), q: null, page: null }),
  };
}
