import { describe, expect, it } from 'vitest';
import { AppError } from './http-errors';
import { CHILD_NAMED_TWICE, CHILD_NOT_OF_PARENT, nestedErrors, saveNested } from './nested';

describe('nested children', () => {
  it('inserts items without id, updates items with id, removes deleted ones, leaves the rest', async () => {
    const calls: string[] = [];
    const ids = await saveNested({
      existingIds: [1, 2, 3],
      items: [{ id: 1, name: 'a' }, { name: 'new' }, { id: 2, deleted: true }, { name: 'gone', deleted: true }],
      field: 'topics',
      insert: async (item) => {
        calls.push(`insert ${item.name}`);
        return 9;
      },
      update: async (item) => void calls.push(`update ${item.id}`),
      remove: async (removed) => void calls.push(`remove ${removed.join(',')}`),
    });
    expect(calls).toEqual(['remove 2', 'update 1', 'insert new']);
    expect(ids).toEqual([1, 9, null, null]);
  });

  it('refuses an id of another parent or named twice, as field errors', async () => {
    expect(nestedErrors([1], [{ id: 7 }, { id: 1 }, { id: 1 }], 'units')).toEqual({
      'units.0.id': [CHILD_NOT_OF_PARENT],
      'units.2.id': [CHILD_NAMED_TWICE],
    });
    const save = saveNested({
      existingIds: [],
      items: [{ id: 3 }],
      field: 'units',
      insert: async () => 1,
      update: async () => {},
      remove: async () => {},
    });
    await expect(save).rejects.toBeInstanceOf(AppError);
  });
});
