import { z } from 'zod';
import { DEFAULT_LIST_SORT, LIST_SORT_MESSAGE, LIST_SORTS } from '../list-sort';
import { pageQuery } from './common';

/** The query of a list screen: paging and name search (pageQuery) and its order (contract/src/list-sort.ts). */
export const sortedPageQuery = pageQuery.extend({
  sort: z.enum(LIST_SORTS, { error: LIST_SORT_MESSAGE }).default(DEFAULT_LIST_SORT),
});
