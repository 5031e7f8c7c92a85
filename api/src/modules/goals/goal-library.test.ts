import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_LIBRARY_CATEGORIES, type GoalLibraryItem, MESSAGES, ROLE_NAMES } from '@school/contract';
import { goalLibraryItems } from '../../db/schema';
import { SEED_GOAL_LIBRARY, seedGoalLibrary } from '../../seed/goal-library';
import { createRole } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectedSortOrders = GOAL_LIBRARY_CATEGORIES.flatMap((category) => [...category.sortOrders]);

describe('GET /goal-library', () => {
  it('serves the 18 items of the three categories in SortOrder, with the spec keys, to a teacher', async () => {
    const teacher = await t.signIn({ roles: [ROLE_NAMES.teacher] });
    const response = await t.call('GET', '/goal-library', { token: teacher });
    expect(response.statusCode).toBe(200);
    const items: GoalLibraryItem[] = response.json();
    expect(items).toHaveLength(18);
    expect(items.map((item) => item.SortOrder)).toEqual(expectedSortOrders);
    for (const category of GOAL_LIBRARY_CATEGORIES) {
      const ofCategory = items.filter((item) => item.category === category.key);
      expect(ofCategory.map((item) => item.SortOrder)).toEqual([...category.sortOrders]);
      for (const item of ofCategory) expect(item.categoryName).toBe(category.name);
    }
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['Evidence', 'Goal_Description', 'Measure_Unit', 'SortOrder', 'category', 'categoryName', 'id'].sort(),
      );
      // Templates the staff member completes: at least one blank, a unit and the evidence accepted.
      expect(item.Goal_Description).toContain('____');
      expect(item.Measure_Unit.length).toBeGreaterThan(0);
      expect(item.Evidence.length).toBeGreaterThan(10);
    }
  });

  it('is open to a holder of READ on goalsetting alone, refused to a user with neither privilege, 401 signed out', async () => {
    const reader = await t.signIn({ roles: [(await createRole(t.db, { goalsetting: ['READ'] })).name] });
    expect((await t.call('GET', '/goal-library', { token: reader })).statusCode).toBe(200);
    const formReader = await t.signIn({ roles: [(await createRole(t.db, { goalsettingform: ['READ'] })).name] });
    expect((await t.call('GET', '/goal-library', { token: formReader })).statusCode).toBe(200);
    const other = await t.signIn({ roles: [(await createRole(t.db, { goalconfiguration: ['READ'] })).name] });
    const refused = await t.call('GET', '/goal-library', { token: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await t.call('GET', '/goal-library')).statusCode).toBe(401);
  });
});

describe('seedGoalLibrary', () => {
  it('is idempotent: a second run keeps the ids and puts back the product texts', async () => {
    const before = await t.db.select().from(goalLibraryItems);
    const first = SEED_GOAL_LIBRARY[0];
    if (!first) throw new Error('the library is empty');
    await t.db
      .update(goalLibraryItems)
      .set({ goalDescription: 'changed' })
      .where(eq(goalLibraryItems.sortOrder, first.sortOrder));
    await seedGoalLibrary(t.db);
    await seedGoalLibrary(t.db);
    const after = await t.db.select().from(goalLibraryItems);
    expect(after).toHaveLength(18);
    const byId = (rows: typeof before) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(after)).toEqual(byId(before));
  });

  it('holds exactly the sort orders of the spec, each text once', () => {
    expect(SEED_GOAL_LIBRARY.map((item) => item.sortOrder)).toEqual(expectedSortOrders);
    const descriptions = new Set(SEED_GOAL_LIBRARY.map((item) => item.goalDescription));
    expect(descriptions.size).toBe(SEED_GOAL_LIBRARY.length);
  });
});
