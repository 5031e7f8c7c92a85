import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalLibraryItems } from '../../db/schema';

/** The goal library, by SortOrder: the sort orders put the categories in their order too. */
export function listLibrary(db: Database) {
  return db.select().from(goalLibraryItems).orderBy(asc(goalLibraryItems.sortOrder), asc(goalLibraryItems.id));
}
