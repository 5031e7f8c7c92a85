/**
 * The orders every list offers (GET … ?sort=): by name (the list's natural order: classes in grade order,
 * staff by first and last name …), newest first (most recently created), or by status (Active, then Completed,
 * then Inactive; by name within each). Name is the default.
 */
export const LIST_SORTS = ['name', 'newest', 'status'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_LIST_SORT: ListSort = 'name';

export const LIST_SORT_LABELS: Record<ListSort, string> = {
  name: 'Name',
  newest: 'Newest first',
  status: 'Status',
};

export const LIST_SORT_MESSAGE = `Choose one of: ${LIST_SORTS.join(', ')}`;
