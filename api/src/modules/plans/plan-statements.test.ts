import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubject } from '../../test/factories-classes';
import {
  addUnitConsent,
  annualPlanBody,
  createLessonPlan,
  createPlanWorld,
  createUnitPlan,
  type PlanWorld,
} from '../../test/factories-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Plan lists and details answer in a number of statements that grows neither with the page nor with the data. */
let t: TestApp;
let w: PlanWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPlanWorld(t);
});
afterAll(() => t.close());

let counter = 0;
/** An annual plan with 3 tiers, each with `units` units holding a lesson and a consent. */
async function addPlan(units: number) {
  counter += 1;
  const subject = await createSubject(t.db, w.vA.grade.id, {
    subjectName: `Count ${counter}`,
    subjectValue: `COUNT_${counter}`,
  });
  const plan = (
    await t.call('POST', '/annual-plans', { token: w.admin.token, body: annualPlanBody(subject.id) })
  ).json();
  for (const tier of plan.tierPlans as { id: number; start: string; end: string }[]) {
    for (let index = 0; index < units; index++) {
      const unit = await createUnitPlan(t.db, {
        id: tier.id,
        annualPlanId: plan.id,
        startDate: tier.start,
        endDate: tier.end,
      });
      await createLessonPlan(t.db, unit, w.schoolA.id);
      await addUnitConsent(t.db, unit, w.teacherA.user.id);
    }
  }
  return plan as { id: number; tierPlans: { id: number }[] };
}

async function statementsOf(url: string, token: string) {
  await t.call('GET', url, { token });
  const statements = await t.statementsDuring(async () => {
    const response = await t.call('GET', url, { token });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  });
  return statements.length;
}

describe('statements per plan call', () => {
  it('do not change with the page size or the data size, for a global and a school-limited user', async () => {
    const small = await addPlan(1);
    const calls = (plan: { id: number; tierPlans: { id: number }[] }) => [
      ['/annual-plans?size=2', '/annual-plans?size=50'],
      ['/tier-plans?size=2', '/tier-plans?size=50'],
      [`/annual-plans/${plan.id}`, `/annual-plans/${plan.id}`],
      [`/tier-plan/${plan.tierPlans[0]?.id}`, `/tier-plan/${plan.tierPlans[0]?.id}`],
    ];
    const before = new Map<string, number>();
    for (const token of [w.admin.token, w.teacherA.token]) {
      for (const [index, [few, many]] of calls(small).entries()) {
        const count = await statementsOf(few as string, token);
        expect(await statementsOf(many as string, token), many).toBe(count);
        before.set(`${token}:${index}`, count);
      }
    }
    await addPlan(2);
    const big = await addPlan(4);
    for (const token of [w.admin.token, w.teacherA.token]) {
      for (const [index, [few, many]] of calls(big).entries()) {
        expect(await statementsOf(few as string, token), few).toBe(before.get(`${token}:${index}`));
        expect(await statementsOf(many as string, token), many).toBe(before.get(`${token}:${index}`));
      }
    }
  });
});
