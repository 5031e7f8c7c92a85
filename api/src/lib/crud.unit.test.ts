import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '@school/contract';
import {
  auditOf,
  childrenOf,
  containsPattern,
  createdByActor,
  idsOf,
  offsetOf,
  startsWithPattern,
  statusChange,
  toCappedPage,
  toPage,
} from './crud';

/* The plain record helpers: paging, audit fields, children by parent (db/crud-sql.unit.test.ts tests the SQL side). */

describe('the LIKE pattern of a "contains" search (containsPattern)', () => {
  it('puts the key between wildcards', () => {
    expect(containsPattern('Delhi')).toBe('%Delhi%');
  });

  it('escapes every %, _ and backslash of the key, so they match themselves', () => {
    expect(containsPattern('50%_off\\now%_')).toBe('%50\\%\\_off\\\\now\\%\\_%');
  });

  it('a "starts with" search puts the wildcard after the key only, escaped alike', () => {
    expect(startsWithPattern('an')).toBe('an%');
    expect(startsWithPattern('q_')).toBe('q\\_%');
  });
});

describe('a count that stops after SEARCH_COUNT_LIMIT (toCappedPage)', () => {
  it('answers the count as it is up to the limit', () => {
    expect(toCappedPage({ size: 10 }, SEARCH_COUNT_LIMIT, [])).toEqual({
      content: [],
      totalElements: SEARCH_COUNT_LIMIT,
      totalPages: SEARCH_COUNT_LIMIT / 10,
    });
  });

  it('beyond it, answers the limit and says more match', () => {
    expect(toCappedPage({ size: 10 }, SEARCH_COUNT_LIMIT + 1, ['a'])).toEqual({
      content: ['a'],
      totalElements: SEARCH_COUNT_LIMIT,
      totalPages: SEARCH_COUNT_LIMIT / 10,
      totalElementsIsLowerBound: true,
    });
  });
});

describe('paging (toPage, offsetOf)', () => {
  it('the answer carries the page content, the total and the number of pages', () => {
    expect(toPage({ size: 10 }, 20, ['a', 'b'])).toEqual({ content: ['a', 'b'], totalElements: 20, totalPages: 2 });
  });

  it('a partly filled last page counts as a page (totalPages rounds up)', () => {
    expect(toPage({ size: 10 }, 21, []).totalPages).toBe(3);
    expect(toPage({ size: 10 }, 1, []).totalPages).toBe(1);
    expect(toPage({ size: 4 }, 9, []).totalPages).toBe(3);
  });

  it('no record is no page', () => {
    expect(toPage({ size: 10 }, 0, [])).toEqual({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('the offset of a zero-based page skips the pages before it', () => {
    expect(offsetOf({ page: 0, size: 10 })).toBe(0);
    expect(offsetOf({ page: 3, size: 25 })).toBe(75);
  });
});

describe('audit fields', () => {
  it('an insert records the actor as creator and last updater', () => {
    expect(createdByActor('admin@example.org')).toEqual({
      createdBy: 'admin@example.org',
      lastUpdatedBy: 'admin@example.org',
    });
  });

  it('a response carries the version, the actors and the times as ISO text', () => {
    expect(
      auditOf({
        version: 4,
        createdBy: 'a@example.org',
        createdOn: new Date('2024-01-02T03:04:05.000Z'),
        lastUpdatedBy: null,
        lastUpdatedOn: new Date('2024-06-07T08:09:10.000Z'),
      }),
    ).toEqual({
      version: 4,
      createdBy: 'a@example.org',
      createdOn: '2024-01-02T03:04:05.000Z',
      lastUpdatedBy: null,
      lastUpdatedOn: '2024-06-07T08:09:10.000Z',
    });
  });
});

describe('children looked up by parent (childrenOf, idsOf)', () => {
  const child = (parentId: number, name: string) => ({ parentId, name });

  it('groups the children by parent, in their order', () => {
    const children = [child(1, 'a'), child(2, 'b'), child(1, 'c')];
    const of = childrenOf(children, (item) => item.parentId);
    expect(of(1)).toEqual([child(1, 'a'), child(1, 'c')]);
    expect(of(2)).toEqual([child(2, 'b')]);
  });

  it('a parent without children has none', () => {
    expect(childrenOf([child(1, 'a')], (item) => item.parentId)(3)).toEqual([]);
    expect(childrenOf([], (item: { parentId: number }) => item.parentId)(1)).toEqual([]);
  });

  it('idsOf lists the ids of rows, in order', () => {
    expect(idsOf([{ id: 3 }, { id: 1 }])).toEqual([3, 1]);
    expect(idsOf([])).toEqual([]);
  });
});

describe('the status change of a service (statusChange)', () => {
  const actor = { email: 'admin@example.org' };

  it('checks the record, changes its status under the version with the actor, then reads it back', async () => {
    const steps: string[] = [];
    const writes = {
      changeStatus: async (db: string, id: number, status: string, version: number | undefined, by: string) => {
        steps.push(`write ${db} ${id} ${status} ${version} ${by}`);
      },
    };
    const change = statusChange(
      'db',
      writes,
      async (id: number) => steps.push(`check ${id}`),
      async (id: number) => {
        steps.push(`read ${id}`);
        return { id };
      },
    );
    expect(await change(4, 'INACTIVE', 2, actor)).toEqual({ id: 4 });
    expect(steps).toEqual(['check 4', 'write db 4 INACTIVE 2 admin@example.org', 'read 4']);
  });

  it('a refused check writes nothing', async () => {
    let written = false;
    const change = statusChange(
      'db',
      {
        changeStatus: async () => {
          written = true;
        },
      },
      async () => {
        throw new Error('refused');
      },
      async () => null,
    );
    await expect(change(4, 'ACTIVE', undefined, actor)).rejects.toThrow('refused');
    expect(written).toBe(false);
  });
});
