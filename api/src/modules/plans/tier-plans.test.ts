import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@school/contract';
import { createSubject } from '../../test/factories-classes';
import {
  annualPlanBody,
  createLessonPlan,
  createPlanWorld,
  type PlanWorld,
  topicBody,
} from '../../test/factories-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: PlanWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPlanWorld(t);
});
afterAll(() => t.close());

interface TierDetail {
  id: number;
  name: string;
  value: string;
  valueName: string;
  status: string;
  version: number;
  start: string;
  end: string;
  annualPlanId: number;
  topics: {
    id: number;
    name: string;
    sortOrder: number;
    subTopics: { id: number; name: string; sortOrder: number }[];
  }[];
  unitPlans: {
    id: number;
    name: string;
    status: string;
    start: string;
    end: string;
    version: number;
    subUnits: { id: number; name: string; sortOrder: number }[];
    topics: { id: number; name: string }[];
  }[];
  abilities: Record<string, boolean>;
}

let counter = 0;
/** An annual plan of its own subject (class V, school A) through the API; answers its first tier's detail. */
async function tierOfNewPlan(token = w.admin.token): Promise<TierDetail> {
  counter += 1;
  const subject = await createSubject(t.db, w.vA.grade.id, {
    subjectName: `Tier subject ${counter}`,
    subjectValue: `TS_${counter}`,
  });
  const created = await t.call('POST', '/annual-plans', { token, body: annualPlanBody(subject.id) });
  expect(created.statusCode, created.body).toBe(200);
  const tierId = created.json().tierPlans[0].id as number;
  const tier = await t.call('GET', `/tier-plan/${tierId}`, { token });
  expect(tier.statusCode, tier.body).toBe(200);
  return tier.json();
}

const unit = (name: string, start = '2026-04-01', end = '2026-05-31', extra: Record<string, unknown> = {}) => ({
  name,
  start,
  end,
  subUnits: [
    { name: `${name} part 1`, sortOrder: 1 },
    { name: `${name} part 2`, sortOrder: 2 },
  ],
  topics: [{ name: 'Numbers' }],
  ...extra,
});

async function put(tier: TierDetail, body: Record<string, unknown>, token = w.admin.token) {
  return t.call('PUT', `/tier-plan/${tier.id}`, { token, body: { ...tier, ...body } });
}

describe('tier plans', () => {
  it('answers the detail with topics, units, parent, curriculum and abilities', async () => {
    const tier = await tierOfNewPlan();
    expect(tier).toMatchObject({
      name: 'Term 1',
      value: 'TIER_1',
      valueName: 'Tier 1',
      status: 'ACTIVE',
      start: '2026-04-01',
      end: '2026-07-31',
      unitPlans: [],
      annualPlan: { id: tier.annualPlanId, status: 'ACTIVE' },
      curriculumContext: { gradeName: 'V', annualPeriod: 'AY26_27' },
      abilities: { update: { allowed: true }, addChildren: { allowed: true }, refreshConsents: { allowed: true } },
    });
    expect(tier.topics[0]).toMatchObject({
      name: 'Numbers',
      topicName: 'Numbers',
      subTopics: [{ name: 'Numbers basics' }, { name: 'Numbers practice' }],
    });
  });

  it('saves units one way with sub units and chosen topics, in one transaction with the tier', async () => {
    const tier = await tierOfNewPlan();
    const added = await put(tier, {
      name: 'First term',
      topics: [...tier.topics, topicBody('Decimals', 2)],
      unitPlans: [
        unit('Counting'),
        unit('Place value', '2026-06-01', '2026-07-31', { topics: [{ name: 'Decimals' }] }),
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const saved = added.json() as TierDetail;
    expect(saved).toMatchObject({ name: 'First term', version: 1 });
    expect(saved.topics.map((topic) => topic.name)).toEqual(['Numbers', 'Decimals']);
    expect(saved.unitPlans.map((u) => [u.name, u.status, u.topics.map((topic) => topic.name)])).toEqual([
      ['Counting', 'ACTIVE', ['Numbers']],
      ['Place value', 'ACTIVE', ['Decimals']],
    ]);
    expect(saved.unitPlans[0]?.subUnits.map((sub) => sub.name)).toEqual(['Counting part 1', 'Counting part 2']);

    const [counting, placeValue] = saved.unitPlans;
    if (!counting || !placeValue) throw new Error('two units expected');
    const changed = await put(saved, {
      unitPlans: [
        {
          ...counting,
          name: 'Counting to 100',
          subUnits: [...counting.subUnits.slice(1), { name: 'Skip counting', sortOrder: 3 }],
        },
        { ...placeValue, deleted: true },
        unit('Rounding', '2026-07-01', '2026-07-31'),
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json() as TierDetail;
    expect(after.unitPlans.map((u) => u.name)).toEqual(['Counting to 100', 'Rounding']);
    // Sub units not named are kept: 'part 1' stays, 'Skip counting' is added.
    expect(after.unitPlans[0]?.subUnits.map((sub) => sub.name)).toEqual([
      'Counting part 1',
      'Counting part 2',
      'Skip counting',
    ]);
    expect(after.unitPlans[0]?.version).toBe(1);

    // A failure anywhere leaves everything as it was: a unit of another tier is refused, nothing saved.
    const foreign = await put(after, { name: 'Not saved', unitPlans: [{ ...unit('x'), id: 999_999 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'unitPlans.0.id': [PLAN_MESSAGES.childNotOfParent] });
    const reread = (await t.call('GET', `/tier-plan/${tier.id}`, { token: w.admin.token })).json() as TierDetail;
    expect(reread).toMatchObject({ name: 'First term', version: after.version });

    // Stale version.
    const stale = await put(saved, { name: 'Stale' });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses dates outside the annual plan, units outside the tier, unknown topics and tiers, blank names', async () => {
    const tier = await tierOfNewPlan();
    const outside = await put(tier, { start: '2026-03-01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({
      start: [PLAN_MESSAGES.dateWithin('annual', '2026-04-01', '2027-03-31')],
    });
    const unitOutside = await put(tier, { unitPlans: [unit('Late', '2026-07-01', '2026-08-31')] });
    expect(unitOutside.json().fieldErrors).toEqual({
      'unitPlans.0.end': [PLAN_MESSAGES.dateWithin('tier', '2026-04-01', '2026-07-31')],
    });
    const badTopic = await put(tier, {
      unitPlans: [unit('Topicless', undefined, undefined, { topics: [{ name: 'Nope' }] })],
    });
    expect(badTopic.json().fieldErrors).toEqual({ 'unitPlans.0.topics.0': [PLAN_MESSAGES.topicNotOfTier] });
    const badValue = await put(tier, { value: 'TIER_7' });
    expect(badValue.json().fieldErrors).toEqual({ value: [PLAN_MESSAGES.tierNotInList] });
    const blank = await put(tier, { name: '', unitPlans: [unit(' ')] });
    expect(blank.json().fieldErrors).toEqual({
      name: ['This field is required'],
      'unitPlans.0.name': ['This field is required'],
    });
    // Shrinking a tier below its units.
    const withUnit = (await put(tier, { unitPlans: [unit('June', '2026-06-01', '2026-06-30')] })).json() as TierDetail;
    const shrink = await put(withUnit, { end: '2026-05-31', unitPlans: [] });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().fieldErrors.end).toEqual([PLAN_MESSAGES.childrenOutside('unit')]);
  });

  it('lets a coordinator add units; a teacher may neither edit the tier nor add units; 404 outside', async () => {
    const tier = await tierOfNewPlan();
    const byCoordinator = await put(tier, { unitPlans: [unit('Coordinated')] }, w.coordinator.token);
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    const saved = byCoordinator.json() as TierDetail;
    const byTeacher = await put(saved, { unitPlans: [...saved.unitPlans, unit('Taught')] }, w.teacherA.token);
    expect(byTeacher.statusCode).toBe(403);
    expect(byTeacher.json().message).toBe(PLAN_MESSAGES.addUnitForbidden);
    const renameByTeacher = await put(saved, { name: 'Renamed' }, w.teacherA.token);
    expect(renameByTeacher.statusCode).toBe(403);
    // The teacher's unchanged copy saves nothing and spends no version.
    const unchanged = await put(saved, {}, w.teacherA.token);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().version).toBe(saved.version);
    // Class V Maths/other subject: the limited coordinator (V, Maths only) does not see this subject's plan.
    expect((await t.call('GET', `/tier-plan/${tier.id}`, { token: w.limited.token })).statusCode).toBe(404);
    expect((await put(saved, { name: 'x' }, w.limited.token)).statusCode).toBe(404);
    // School B's teacher sees network-wide class V (their school has it).
    expect((await t.call('GET', `/tier-plan/${tier.id}`, { token: w.teacherB.token })).statusCode).toBe(200);
  });

  it('keeps COMPLETED tiers read-only but for Administrators; refuses removing a unit with a completed lesson', async () => {
    const tier = await tierOfNewPlan();
    const withUnit = (await put(tier, { unitPlans: [unit('Kept')] })).json() as TierDetail;
    const submit = await t.call('PATCH', `/annual-plans/${tier.annualPlanId}?status=COMPLETED`, {
      token: w.coordinator.token,
    });
    expect(submit.statusCode).toBe(200);
    const completed = (
      await t.call('GET', `/tier-plan/${tier.id}`, { token: w.coordinator.token })
    ).json() as TierDetail;
    expect(completed).toMatchObject({
      status: 'COMPLETED',
      abilities: { update: { allowed: false }, addChildren: { allowed: true } },
    });
    const rename = await put(completed, { name: 'Renamed' }, w.coordinator.token);
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(PLAN_MESSAGES.completedReadOnly('tier'));
    // Units are still planned under a completed tier.
    const addUnit = await put(
      completed,
      { unitPlans: [...completed.unitPlans, unit('After submit')] },
      w.coordinator.token,
    );
    expect(addUnit.statusCode, addUnit.body).toBe(200);
    const byAdmin = await put(addUnit.json(), { name: 'Renamed by admin' });
    expect(byAdmin.statusCode).toBe(200);
    const kept = withUnit.unitPlans[0];
    if (!kept) throw new Error('unit expected');
    const { unitPlans } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [unitRow] = await t.db.select().from(unitPlans).where(eq(unitPlans.id, kept.id));
    if (!unitRow) throw new Error('unit row expected');
    await createLessonPlan(t.db, unitRow, w.schoolA.id, { status: 'COMPLETED' });
    await createLessonPlan(t.db, unitRow, w.schoolB.id);
    // A school-limited teacher counts only their school's lessons.
    const seenByTeacher = (
      await t.call('GET', `/tier-plan/${tier.id}`, { token: w.teacherA.token })
    ).json() as TierDetail;
    expect(seenByTeacher.unitPlans.map((u) => (u as unknown as { lessonPlanCount: number }).lessonPlanCount)).toEqual([
      1, 0,
    ]);
    const current = (await t.call('GET', `/tier-plan/${tier.id}`, { token: w.admin.token })).json() as TierDetail;
    expect(
      current.unitPlans.map((u) => [u.name, (u as unknown as { lessonPlanCount: number }).lessonPlanCount]),
    ).toEqual([
      ['Kept', 2],
      ['After submit', 0],
    ]);
    const annual = (await t.call('GET', `/annual-plans/${tier.annualPlanId}`, { token: w.admin.token })).json();
    expect(annual.tierPlans.map((item: { unitPlanCount: number }) => item.unitPlanCount)).toEqual([2, 0, 0]);
    const remove = await put(current, {
      unitPlans: current.unitPlans.map((u) => (u.id === kept.id ? { ...u, deleted: true } : u)),
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(PLAN_MESSAGES.deleteCompleted('unit'));
  });

  it('lists tier plans with filters (period, class, tier, teacher) and only what the user sees', async () => {
    const tier = await tierOfNewPlan();
    const list = async (query: string, token = w.admin.token) => {
      const response = await t.call('GET', `/tier-plans?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        content: { id: number; value: string; unitPlanCount: number; topics: unknown[] }[];
        totalElements: number;
      };
    };
    const mine = await list(`annualPlanId=${tier.annualPlanId}`);
    expect(mine.content.map((item) => item.value)).toEqual(['TIER_1', 'TIER_2', 'TIER_3']);
    expect((await list(`annualPlanId=${tier.annualPlanId}&tierPlan=tier_2`)).content.map((item) => item.value)).toEqual(
      ['TIER_2'],
    );
    expect((await list(`annualPlanId=${tier.annualPlanId}&tierPlan=Term 3`)).totalElements).toBe(1);
    expect((await list(`annualPlanId=${tier.annualPlanId}`, w.limited.token)).totalElements).toBe(0);
    expect((await list(`annualPlanId=${tier.annualPlanId}&teacher=${w.teacherA.user.email}`)).totalElements).toBe(0);
    expect((await t.call('GET', '/tier-plans', { token: w.noPrivilege.token })).statusCode).toBe(403);
  });
});
