import { badRequest, type FieldErrors } from './http-errors';

/**
 * Nested children save one way (docs/ARCHITECTURE.md, 'Growing into planning and goals' 5): in a list of children
 * sent with their parent, an item without id is new, an item with id changes that child, an item with
 * `deleted: true` removes it; children the list does not name are left as they are. An id that is not a child of
 * this parent (or named twice) is a field error on that item.
 */
export interface NestedItem {
  id?: number;
  deleted?: boolean;
}

export const CHILD_NOT_OF_PARENT = 'This record does not belong to the plan being saved';
export const CHILD_NAMED_TWICE = 'This record is named twice in the list';

/** The field errors of a list of children against the ids the parent holds (empty when none). */
export function nestedErrors(existingIds: Iterable<number>, items: readonly NestedItem[], field: string): FieldErrors {
  const held = new Set(existingIds);
  const seen = new Set<number>();
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!held.has(item.id)) errors[`${field}.${index}.id`] = [CHILD_NOT_OF_PARENT];
    else if (seen.has(item.id)) errors[`${field}.${index}.id`] = [CHILD_NAMED_TWICE];
    seen.add(item.id);
  });
  return errors;
}

export interface NestedSave<I extends NestedItem> {
  /** The ids of the parent's children now. */
  existingIds: Iterable<number>;
  items: readonly I[];
  /** The field of the list, for errors: 'tierPlans', 'tierPlans.0.topics'. */
  field: string;
  insert(item: I, index: number): Promise<number>;
  update(item: I & { id: number }, index: number): Promise<void>;
  remove(ids: number[]): Promise<void>;
}

/**
 * Saves a list of children: removals first (so a name they free may be reused), then changes, then new ones.
 * Answers the id of each item in order (null for a removed one). Call it inside the parent's transaction.
 */
export async function saveNested<I extends NestedItem>(save: NestedSave<I>): Promise<(number | null)[]> {
  const errors = nestedErrors(save.existingIds, save.items, save.field);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const removed = save.items.filter((item) => item.deleted && item.id !== undefined).map((item) => item.id as number);
  if (removed.length > 0) await save.remove(removed);
  const ids: (number | null)[] = save.items.map((item) => (item.deleted ? null : (item.id ?? null)));
  for (const [index, item] of save.items.entries()) {
    if (!item.deleted && item.id !== undefined) await save.update(item as I & { id: number }, index);
  }
  for (const [index, item] of save.items.entries()) {
    if (!item.deleted && item.id === undefined) ids[index] = await save.insert(item, index);
  }
  return ids;
}
