import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@school/contract';
import {
  addLessonConsent,
  annualPlanBody,
  createAnnualPlan,
  createLessonPlan,
  createPlanWorld,
  createTierPlan,
  createUnitPlan,
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

interface Detail {
  id: number;
  name: string;
  status: string;
  version: number;
  start: string;
  end: string;
  tierPlans: {
    id: number;
    name: string;
    status: string;
    start: string;
    end: string;
    version: number;
    topics: { id: number; name: string; subTopics: { id: number; name: string }[] }[];
  }[];
  abilities: Record<string, boolean>;
  curriculumContext: Record<string, unknown>;
}

async function createPlan(body: Record<string, unknown>, token = w.admin.token): Promise<Detail> {
  const response = await t.call('POST', '/annual-plans', { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A plan of its own subject (class V of school A) so tests do not collide on the one-plan-per-curriculum rule. */
let subjectCounter = 0;
async function freshSubject(gradeId = w.vA.grade.id) {
  subjectCounter += 1;
  const { createSubject } = await import('../../test/factories-classes');
  return createSubject(t.db, gradeId, {
    subjectName: `Science ${subjectCounter}`,
    subjectValue: `SCIENCE_${subjectCounter}`,
  });
}

describe('annual plans: create and read', () => {
  it('creates a plan with its tiers, topics and sub topics, answering the detail with ids, names and abilities', async () => {
    const plan = await createPlan(annualPlanBody(w.vA.maths.id));
    expect(plan).toMatchObject({
      status: 'ACTIVE',
      version: 0,
      start: '2026-04-01',
      end: '2027-03-31',
      curriculumContext: {
        school: null,
        gradeName: 'V',
        className: 'V',
        annualPeriod: 'AY26_27',
        annualPeriodName: 'A.Y. 2026-2027',
        subject: { id: w.vA.maths.id, subject: 'Maths' },
        subjectName: 'Maths',
        subjectValue: 'MATHS',
      },
      abilities: {
        update: { allowed: true },
        submit: { allowed: true },
        deactivate: { allowed: true },
        duplicate: { allowed: true },
        resume: { allowed: false },
      },
      createdByName: `${w.admin.user.firstName} ${w.admin.user.lastName}`,
    });
    expect(plan.tierPlans.map((tier) => [tier.name, tier.status, tier.topics[0]?.name])).toEqual([
      ['Term 1', 'ACTIVE', 'Numbers'],
      ['Term 2', 'ACTIVE', 'Fractions'],
      ['Term 3', 'ACTIVE', 'Geometry'],
    ]);
    expect(plan.tierPlans[0]?.topics[0]?.subTopics.map((sub) => sub.name)).toEqual([
      'Numbers basics',
      'Numbers practice',
    ]);
    const again = await t.call('GET', `/annual-plans/${plan.id}`, { token: w.teacherA.token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: plan.id,
      abilities: { update: { allowed: false }, submit: { allowed: false }, duplicate: { allowed: false } },
    });
  });

  it('refuses bad input with field errors: blank name, dates out of range, a bad period or tier, a subject of another class', async () => {
    const base = annualPlanBody(w.vA.english.id);
    const blank = await t.call('POST', '/annual-plans', { token: w.admin.token, body: { ...base, name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: ['This field is required'] });

    const tierOutside = structuredClone(base);
    tierOutside.tierPlans[0] = { ...tierOutside.tierPlans[0], start: '2026-03-01' } as (typeof base.tierPlans)[0];
    const outside = await t.call('POST', '/annual-plans', {
      token: w.admin.token,
      body: { ...tierOutside, end: '2027-03-31' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors['tierPlans.0.start']).toEqual([
      PLAN_MESSAGES.dateWithin('annual', '2026-04-01', '2027-03-31'),
    ]);

    const reversed = await t.call('POST', '/annual-plans', {
      token: w.admin.token,
      body: { ...base, start: '2027-01-01', end: '2026-12-01', tierPlans: [] },
    });
    expect(reversed.json().fieldErrors).toEqual({ end: [PLAN_MESSAGES.endBeforeStart] });

    const period = await t.call('POST', '/annual-plans', {
      token: w.admin.token,
      body: { ...base, curriculumContext: { ...base.curriculumContext, annualPeriod: 'AY99_00' } },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().fieldErrors).toEqual({ 'curriculumContext.annualPeriod': [PLAN_MESSAGES.periodNotInList] });

    const tier = structuredClone(base);
    (tier.tierPlans[1] as { value: string }).value = 'TIER_9';
    const badTier = await t.call('POST', '/annual-plans', { token: w.admin.token, body: tier });
    expect(badTier.json().fieldErrors).toEqual({ 'tierPlans.1.value': [PLAN_MESSAGES.tierNotInList] });

    const otherClass = await t.call('POST', '/annual-plans', {
      token: w.admin.token,
      body: { ...base, curriculumContext: { ...base.curriculumContext, subject: { id: w.viiA.maths.id } } },
    });
    expect(otherClass.json().fieldErrors).toEqual({ 'curriculumContext.subject': [PLAN_MESSAGES.subjectNotOfClass] });
  });

  it('needs a school for the school-specific classes (VII) and keeps plans of other classes network-wide', async () => {
    const body = annualPlanBody(w.viiA.maths.id, {
      curriculumContext: { gradeName: 'VII', annualPeriod: 'AY26_27', subject: { id: w.viiA.maths.id } },
    });
    const noSchool = await t.call('POST', '/annual-plans', { token: w.admin.token, body });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().fieldErrors).toEqual({ 'curriculumContext.school': [PLAN_MESSAGES.schoolRequired] });
    const ofB = await createPlan({
      ...body,
      curriculumContext: { ...body.curriculumContext, school: { id: w.schoolB.id, schoolCode: w.schoolB.schoolCode } },
    });
    // The subject sent was school A's: the plan takes school B's subject of that name.
    expect(ofB.curriculumContext).toMatchObject({ school: { id: w.schoolB.id }, subject: { id: w.viiB.maths.id } });
    // School A's teacher does not see school B's class VII plan.
    expect((await t.call('GET', `/annual-plans/${ofB.id}`, { token: w.teacherA.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/annual-plans/${ofB.id}`, { token: w.teacherB.token })).statusCode).toBe(200);
  });

  it('refuses a second plan of the same class, subject and period (409 naming it), unless the first is INACTIVE', async () => {
    const subject = await freshSubject();
    const first = await createPlan(annualPlanBody(subject.id, { name: 'First plan' }));
    const second = await t.call('POST', '/annual-plans', { token: w.admin.token, body: annualPlanBody(subject.id) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PLAN_MESSAGES.duplicatePlan('First plan'));
    const off = await t.call('PATCH', `/annual-plans/${first.id}?status=INACTIVE&version=${first.version}`, {
      token: w.admin.token,
    });
    expect(off.statusCode).toBe(200);
    const third = await createPlan(annualPlanBody(subject.id, { name: 'Second plan' }));
    // Activating the first again would make two.
    const on = await t.call('PATCH', `/annual-plans/${first.id}?status=ACTIVE`, { token: w.admin.token });
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toBe(PLAN_MESSAGES.duplicatePlan(third.name));
  });

  it('answers 403 without the privilege: no READ, or no CREATE', async () => {
    expect((await t.call('GET', '/annual-plans', { token: w.noPrivilege.token })).statusCode).toBe(403);
    const body = annualPlanBody(w.vA.maths.id);
    expect((await t.call('POST', '/annual-plans', { token: w.teacherA.token, body })).statusCode).toBe(403);
  });
});

describe('annual plans: who sees which', () => {
  it('404 for a plan outside the user: another school, another grade or subject; consent teachers see theirs', async () => {
    const ix = await createAnnualPlan(t.db, { gradeName: 'IX', subjectName: 'Maths' });
    const vEnglish = await createAnnualPlan(t.db, { gradeName: 'V', subjectName: 'English', annualPeriod: 'AY25_26' });
    const vMaths = await createAnnualPlan(t.db, { gradeName: 'V', subjectName: 'Maths', annualPeriod: 'AY25_26' });
    const get = (id: number, token: string) => t.call('GET', `/annual-plans/${id}`, { token });
    expect((await get(ix.id, w.teacherA.token)).statusCode).toBe(404);
    expect((await get(ix.id, w.admin.token)).statusCode).toBe(200);
    expect((await get(vEnglish.id, w.limited.token)).statusCode).toBe(404);
    expect((await get(vMaths.id, w.limited.token)).statusCode).toBe(200);
    expect((await get(vEnglish.id, w.coordinator.token)).statusCode).toBe(200);
    // A teacher of school A signs a lesson of the IX plan: they now see it.
    const tier = await createTierPlan(t.db, ix);
    const unit = await createUnitPlan(t.db, tier);
    const lesson = await createLessonPlan(t.db, unit, w.schoolB.id);
    await addLessonConsent(t.db, lesson, w.teacherA.user.id);
    expect((await get(ix.id, w.teacherA.token)).statusCode).toBe(200);
    // Writes on an invisible plan answer 404 too.
    const put = await t.call('PUT', `/annual-plans/${vEnglish.id}`, {
      token: w.limited.token,
      body: { name: 'x', start: '2025-04-01', end: '2026-03-31', tierPlans: [], version: 0 },
    });
    expect(put.statusCode).toBe(404);
  });

  it('lists with filters, paging and counts; the list shows only what the user sees', async () => {
    const list = async (query: string, token = w.admin.token) => {
      const response = await t.call('GET', `/annual-plans?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        content: {
          id: number;
          name: string;
          tierPlanCount: number;
          curriculumContext: { gradeName: string; subjectName: string };
        }[];
        totalElements: number;
        totalPages: number;
      };
    };
    const all = await list('size=100');
    expect(all.totalElements).toBeGreaterThan(3);
    const ix = await list('gradeName=ix&size=100');
    expect(ix.content.every((item) => item.curriculumContext.gradeName === 'IX')).toBe(true);
    expect((await list('className=IX&size=100')).totalElements).toBe(ix.totalElements);
    const paged = await list('size=1&page=1');
    expect(paged.content).toHaveLength(1);
    expect(paged.totalPages).toBe(all.totalElements);
    const limitedList = await list('size=100', w.limited.token);
    expect(limitedList.content.every((item) => item.curriculumContext.gradeName.toLowerCase() === 'v')).toBe(true);
    expect(limitedList.content.every((item) => item.curriculumContext.subjectName === 'Maths')).toBe(true);
    const byPeriod = await list('annualPeriod=AY25_26&subject=maths&size=100');
    expect(byPeriod.content.every((item) => item.curriculumContext.subjectName === 'Maths')).toBe(true);
    expect((await list('annualPeriod=ALL&status=ALL&size=100')).totalElements).toBe(all.totalElements);
    const bySchool = await list(`schoolCode=${w.schoolB.schoolCode}&size=100`);
    expect(bySchool.content.some((item) => item.curriculumContext.gradeName === 'IX')).toBe(false);
    const bad = await t.call('GET', '/annual-plans?size=101', { token: w.admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a list in a number of queries that does not grow with the page', async () => {
    const small = await t.statementsDuring(() => t.call('GET', '/annual-plans?size=1', { token: w.teacherA.token }));
    const large = await t.statementsDuring(() => t.call('GET', '/annual-plans?size=50', { token: w.teacherA.token }));
    expect(large.length).toBe(small.length);
  });
});

describe('annual plans: edit, status and duplicate', () => {
  it('saves name, dates and tiers one way (new, changed, deleted), checking the version', async () => {
    const subject = await freshSubject();
    const plan = await createPlan(annualPlanBody(subject.id));
    const [t1, t2, t3] = plan.tierPlans;
    if (!t1 || !t2 || !t3) throw new Error('three tiers expected');
    const body = {
      ...plan,
      name: 'Renamed plan',
      tierPlans: [
        { ...t1, name: 'Term One', topics: [...t1.topics, topicBody('Algebra', 2)] },
        { ...t2, deleted: true },
        { name: 'Term 4', value: 'TIER_3', start: '2026-08-01', end: '2026-09-30', topics: [] },
      ],
    };
    const response = await t.call('PUT', `/annual-plans/${plan.id}`, { token: w.coordinator.token, body });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Detail;
    expect(saved).toMatchObject({ name: 'Renamed plan', version: 1 });
    expect(saved.tierPlans.map((tier) => tier.name)).toEqual(['Term One', 'Term 4', 'Term 3']);
    expect(saved.tierPlans[0]?.topics.map((topic) => topic.name)).toEqual(['Numbers', 'Algebra']);
    // The same body again: stale.
    const stale = await t.call('PUT', `/annual-plans/${plan.id}`, { token: w.coordinator.token, body });
    expect(stale.statusCode).toBe(409);
    // A tier of another plan is refused.
    const foreign = await t.call('PUT', `/annual-plans/${plan.id}`, {
      token: w.admin.token,
      body: { ...saved, tierPlans: [{ ...t1, id: 999_999 }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fieldErrors)).toEqual(['tierPlans.0.id']);
    // Shrinking the plan's dates below an untouched tier is a field error.
    const shrink = await t.call('PUT', `/annual-plans/${plan.id}`, {
      token: w.admin.token,
      body: { name: saved.name, start: '2026-05-01', end: '2027-03-31', tierPlans: [], version: saved.version },
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().fieldErrors.start).toEqual([PLAN_MESSAGES.childrenOutside('tier')]);
  });

  it('submit completes the plan and its tiers; COMPLETED is read-only but for Administrators, who may resume', async () => {
    const subject = await freshSubject();
    const plan = await createPlan(annualPlanBody(subject.id));
    const submitted = await t.call('PATCH', `/annual-plans/${plan.id}?status=COMPLETED&version=0`, {
      token: w.coordinator.token,
    });
    expect(submitted.statusCode).toBe(200);
    const completed = submitted.json() as Detail;
    expect(completed.status).toBe('COMPLETED');
    expect(completed.tierPlans.every((tier) => tier.status === 'COMPLETED')).toBe(true);
    expect(completed.abilities).toMatchObject({ update: { allowed: false }, resume: { allowed: false } });
    const edit = await t.call('PUT', `/annual-plans/${plan.id}`, { token: w.coordinator.token, body: completed });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(PLAN_MESSAGES.completedReadOnly('annual'));
    const resumeByCoordinator = await t.call('PATCH', `/annual-plans/${plan.id}?status=ACTIVE`, {
      token: w.coordinator.token,
    });
    expect(resumeByCoordinator.statusCode).toBe(403);
    const adminView = (await t.call('GET', `/annual-plans/${plan.id}`, { token: w.admin.token })).json() as Detail;
    expect(adminView.abilities).toMatchObject({ update: { allowed: true }, resume: { allowed: true } });
    const adminEdit = await t.call('PUT', `/annual-plans/${plan.id}`, {
      token: w.admin.token,
      body: { ...adminView, name: 'Corrected' },
    });
    expect(adminEdit.statusCode).toBe(200);
    expect(adminEdit.json()).toMatchObject({ name: 'Corrected', status: 'COMPLETED' });
    const resumed = await t.call('PATCH', `/annual-plans/${plan.id}?status=ACTIVE`, { token: w.admin.token });
    expect(resumed.json().status).toBe('ACTIVE');
    expect((resumed.json() as Detail).tierPlans.every((tier) => tier.status === 'ACTIVE')).toBe(true);
    // Deactivate needs DELETE (a coordinator has none); an INACTIVE plan is read-only.
    const byCoordinator = await t.call('PATCH', `/annual-plans/${plan.id}?status=INACTIVE`, {
      token: w.coordinator.token,
    });
    expect(byCoordinator.statusCode).toBe(403);
    const off = await t.call('PATCH', `/annual-plans/${plan.id}?status=INACTIVE`, { token: w.admin.token });
    expect(off.json().status).toBe('INACTIVE');
    const editOff = await t.call('PUT', `/annual-plans/${plan.id}`, { token: w.admin.token, body: off.json() });
    expect(editOff.statusCode).toBe(409);
    expect(editOff.json().message).toBe(PLAN_MESSAGES.inactiveReadOnly);
    const stale = await t.call('PATCH', `/annual-plans/${plan.id}?status=ACTIVE&version=0`, { token: w.admin.token });
    expect(stale.statusCode).toBe(409);
  });

  it('duplicates a plan into another period: dates moved by whole years, tiers and topics copied, source untouched', async () => {
    const subject = await freshSubject();
    const source = await createPlan(
      annualPlanBody(subject.id, {
        start: '2025-04-01',
        end: '2026-03-31',
        curriculumContext: { gradeName: 'V', annualPeriod: 'AY25_26', subject: { id: subject.id } },
        tierPlans: [
          {
            name: 'Whole year',
            value: 'TIER_1',
            start: '2025-04-01',
            end: '2026-03-31',
            topics: [topicBody('Cells', 1)],
          },
        ],
      }),
    );
    const missing = await t.call('PATCH', `/annual-plans/duplicate/${source.id}`, { token: w.admin.token });
    expect(missing.statusCode).toBe(400);
    const badPeriod = await t.call('PATCH', `/annual-plans/duplicate/${source.id}?annualPeriod=AY99_00`, {
      token: w.admin.token,
    });
    expect(badPeriod.json().fieldErrors).toEqual({ annualPeriod: [PLAN_MESSAGES.periodNotInList] });
    const copy = await t.call('PATCH', `/annual-plans/duplicate/${source.id}?annualPeriod=AY26_27`, {
      token: w.coordinator.token,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = copy.json() as Detail;
    expect(copied).toMatchObject({
      status: 'ACTIVE',
      start: '2026-04-01',
      end: '2027-03-31',
      curriculumContext: { annualPeriod: 'AY26_27' },
    });
    expect(copied.id).not.toBe(source.id);
    expect(copied.tierPlans[0]).toMatchObject({ name: 'Whole year', start: '2026-04-01', end: '2027-03-31' });
    expect(copied.tierPlans[0]?.topics[0]?.subTopics.map((sub) => sub.name)).toEqual([
      'Cells basics',
      'Cells practice',
    ]);
    const again = await t.call('PATCH', `/annual-plans/duplicate/${source.id}?annualPeriod=AY26_27`, {
      token: w.admin.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.duplicatePlan(copied.name));
    const unchanged = (await t.call('GET', `/annual-plans/${source.id}`, { token: w.admin.token })).json();
    expect(unchanged).toMatchObject({
      version: 0,
      start: '2025-04-01',
      curriculumContext: { annualPeriod: 'AY25_26' },
    });
    expect(
      (await t.call('PATCH', `/annual-plans/duplicate/${source.id}?annualPeriod=AY27_28`, { token: w.teacherA.token }))
        .statusCode,
    ).toBe(403);
  });
});
