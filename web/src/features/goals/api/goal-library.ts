import { queryOptions } from '@tanstack/react-query';
import { GOAL_LIBRARY_CATEGORIES, type GoalLibraryItem } from '@school/contract/schemas/goals/goal-configuration';
import { http } from '../../../lib/http';

export type { GoalLibraryItem } from '@school/contract/schemas/goals/goal-configuration';

/** GET /goal-library: the items of the three categories, by category and SortOrder. */
export const goalLibraryQuery = queryOptions({
  queryKey: ['/goal-library'],
  queryFn: ({ signal }) => http.get('/api/goal-library', { signal }),
  // Data the product serves and a release changes: read once per visit.
  staleTime: 30 * 60_000,
});

export interface GoalLibraryGroup {
  key: GoalLibraryItem['category'];
  name: string;
  items: GoalLibraryItem[];
}

/** The library by category in the spec's order (Learning, Teaching, Leadership), each by SortOrder. */
export function libraryByCategory(items: readonly GoalLibraryItem[]): GoalLibraryGroup[] {
  return GOAL_LIBRARY_CATEGORIES.map((category) => ({
    key: category.key,
    name: items.find((item) => item.category === category.key)?.categoryName ?? category.name,
    items: items.filter((item) => item.category === category.key).sort((a, b) => a.SortOrder - b.SortOrder),
  })).filter((group) => group.items.length > 0);
}
