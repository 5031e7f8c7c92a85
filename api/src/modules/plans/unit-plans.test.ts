import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, UNIT_LESSON_MESSAGES } from '@school/contract';
import { createLessonPlan } from '../../test/factories-plans';
import {
  createCurriculum,
  createPlanWorld,
  createUnitThroughApi,
  createUnitWithLesson,
  daysFromToday,
  type PlanWorld,
  tickAll,
  unitPayload,
  fillPlanForm,
} from '../../test/factories-unit-lesson-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: PlanWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createPlanWorld(t);
});
afterAll(() => t.close());

const emailsOf = (consents: { subjectTeacher: { email: string } }[]) =>
  consents.map((consent) => consent.subjectTeacher.email).sort();

describe('POST /unit-plan and GET /unit-plan/{id}', () => {
  it('creates a unit plan in a tier with sub units, topics and the consents of the subject teachers of every school', async () => {
    const curriculum = await createCurriculum(t, world);
    const response = await t.call('POST', '/unit-plan', {
      token: world.tokens.coordinatorA,
      body: unitPayload(curriculum, { name: 'Fractions' }),
    });
    expect(response.statusCode).toBe(200);
    const unit = response.json();
    expect(unit).toMatchObject({
      name: 'Fractions',
      status: 'ACTIVE',
      tierPlanId: curriculum.tier.id,
      tierPlan: { id: curriculum.tier.id, value: 'TIER_1' },
      annualPlan: { id: curriculum.annual.id },
      curriculumContext: { gradeName: 'V', subjectName: curriculum.subjectName, school: null, annualPeriod: 'AY26_27' },
      subUnits: [
        { name: 'Counting', sortOrder: 1 },
        { name: 'Adding', sortOrder: 2 },
      ],
      topics: [{ id: curriculum.topics[0]?.id, name: 'Numbers' }],
      lessonPlans: [],
      consentsComplete: false,
      version: 0,
      createdBy: world.users.coordinatorA.email,
      createdByName: `Coord ${world.users.coordinatorA.lastName}`,
    });
    // A network-wide plan: the subject's teachers of both schools, none of them ticked; the detail lists the
    // coordinator's own school's and counts every school's.
    expect(emailsOf(unit.consents)).toEqual([world.users.teacherA1.email, world.users.teacherA2.email].sort());
    expect(unit).toMatchObject({
      consentCount: 3,
      consentsGiven: 0,
      schoolCount: 2,
      lessonPlanCount: 0,
      shownSchoolId: world.schoolA.id,
      shownSchool: { school: { id: world.schoolA.id }, consentCount: 2, consentsGiven: 0, lessonPlanCount: 0 },
    });
    const schools = await t.call('GET', `/unit-plan/${unit.id}/schools`, { token: world.tokens.coordinatorA });
    expect(schools.statusCode).toBe(200);
    expect(schools.json()).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(schools.json().content).toEqual(
      expect.arrayContaining([
        {
          school: expect.objectContaining({ id: world.schoolA.id }),
          consentCount: 2,
          consentsGiven: 0,
          lessonPlanCount: 0,
        },
        {
          school: expect.objectContaining({ id: world.schoolB.id }),
          consentCount: 1,
          consentsGiven: 0,
          lessonPlanCount: 0,
        },
      ]),
    );
    expect(unit.consents.every((consent: { consent: boolean }) => !consent.consent)).toBe(true);
    expect(unit.consents[0]).toMatchObject({ givenBy: null, givenOn: null, subjectTeacher: { firstName: 'Asha' } });
    const ofSchoolB = await t.call('GET', `/unit-plan/${unit.id}?school=${world.schoolB.id}`, {
      token: world.tokens.coordinatorA,
    });
    expect(emailsOf(ofSchoolB.json().consents)).toEqual([world.users.teacherB1.email]);
    expect(ofSchoolB.json()).toMatchObject({ shownSchoolId: world.schoolB.id, consentCount: 3 });
    expect(unit.abilities).toMatchObject({
      submit: { allowed: false },
      delete: { allowed: true },
      addChildren: { allowed: false },
      consentAll: { allowed: false },
    });

    const read = await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.teacherB1 });
    expect(read.statusCode).toBe(200);
    expect(read.json().shownSchoolId).toBe(world.schoolB.id);
    expect(read.json().abilities).toMatchObject({
      ownConsent: { allowed: true },
      update: { allowed: false },
      delete: { allowed: false },
    });
  });

  it('lists only the teachers of the plan’s school for a school-specific plan; topics may be named', async () => {
    const curriculum = await createCurriculum(t, world, { schoolId: world.schoolA.id });
    const unit = await createUnitThroughApi(t, world, curriculum, { topics: [{ name: 'shapes' }] });
    expect(emailsOf(unit.consents)).toEqual([world.users.teacherA1.email, world.users.teacherA2.email].sort());
    // One school: everything is listed, whatever school is asked.
    expect(unit).toMatchObject({ shownSchoolId: null, shownSchool: null, schoolCount: 1, consentCount: 2 });
    const asked = await t.call('GET', `/unit-plan/${unit.id}?school=${world.schoolB.id}`, {
      token: world.tokens.admin,
    });
    expect(asked.json()).toMatchObject({ shownSchoolId: null, consents: unit.consents });
    expect(unit.topics).toEqual([{ id: curriculum.topics[1]?.id, name: 'Shapes' }]);
    expect(unit.curriculumContext.school).toMatchObject({ id: world.schoolA.id });
  });

  it('answers 400 with field errors for dates outside the tier, a blank name, end before start and a foreign topic', async () => {
    const curriculum = await createCurriculum(t, world);
    const other = await createCurriculum(t, world);
    const outside = await t.call('POST', '/unit-plan', {
      token: world.tokens.admin,
      body: unitPayload(curriculum, { start: daysFromToday(-150), end: daysFromToday(150) }),
    });
    expect(outside.statusCode).toBe(400);
    const message = PLAN_MESSAGES.dateWithin('tier', curriculum.tier.startDate, curriculum.tier.endDate);
    expect(outside.json().fieldErrors).toEqual({ start: [message], end: [message] });

    const blank = await t.call('POST', '/unit-plan', {
      token: world.tokens.admin,
      body: unitPayload(curriculum, { name: '  ' }),
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fieldErrors)).toEqual(['name']);

    const reversed = await t.call('POST', '/unit-plan', {
      token: world.tokens.admin,
      body: unitPayload(curriculum, { start: curriculum.tier.endDate, end: curriculum.tier.startDate }),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.end).toEqual([PLAN_MESSAGES.endBeforeStart]);

    const foreign = await t.call('POST', '/unit-plan', {
      token: world.tokens.admin,
      body: unitPayload(curriculum, { topics: [{ id: other.topics[0]?.id }] }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'topics.0': [PLAN_MESSAGES.topicNotOfTier] });

    const taken = await createUnitThroughApi(t, world, curriculum);
    const duplicate = await t.call('POST', '/unit-plan', {
      token: world.tokens.admin,
      body: unitPayload(curriculum, { name: taken.name.toUpperCase() }),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors).toEqual({ name: [PLAN_MESSAGES.duplicateName] });
  });

  it('answers 403 without CREATE on unitplan, 404 for a tier the user may not see, 409 under an inactive annual plan', async () => {
    const curriculum = await createCurriculum(t, world);
    for (const token of [world.tokens.teacherA1, world.tokens.nobody]) {
      expect((await t.call('POST', '/unit-plan', { token, body: unitPayload(curriculum) })).statusCode).toBe(403);
    }
    const ofSchoolB = await createCurriculum(t, world, { schoolId: world.schoolB.id });
    const hidden = await t.call('POST', '/unit-plan', {
      token: world.tokens.coordinatorA,
      body: unitPayload(ofSchoolB),
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (
        await t.call('POST', '/unit-plan', {
          token: world.tokens.admin,
          body: unitPayload(curriculum, { tierPlanId: 999999 }),
        })
      ).statusCode,
    ).toBe(404);

    const inactive = await createCurriculum(t, world, { annualStatus: 'INACTIVE' });
    const refused = await t.call('POST', '/unit-plan', { token: world.tokens.admin, body: unitPayload(inactive) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAN_MESSAGES.inactiveReadOnly);
  });

  it('answers 404 for a unit plan of another school, another grade, or one that does not exist', async () => {
    const ofSchoolB = await createCurriculum(t, world, { schoolId: world.schoolB.id });
    const unitOfB = await createUnitThroughApi(t, world, ofSchoolB);
    expect((await t.call('GET', `/unit-plan/${unitOfB.id}`, { token: world.tokens.coordinatorA })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `/unit-plan/${unitOfB.id}`, { token: world.tokens.teacherB1 })).statusCode).toBe(200);
    const networkWide = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    // Limited to class VI: a class V plan is invisible.
    expect((await t.call('GET', `/unit-plan/${networkWide.id}`, { token: world.tokens.teacherVIA })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `/unit-plan/${networkWide.id}`, { token: world.tokens.teacherA3 })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/unit-plan/999999', { token: world.tokens.admin })).statusCode).toBe(404);
    expect((await t.call('GET', `/unit-plan/${networkWide.id}`, { token: world.tokens.nobody })).statusCode).toBe(403);
  });
});

describe('GET /unit-plan/{id} of a network-wide unit', () => {
  it('lists the lessons of one school, with every school’s counts, and those the user sees', async () => {
    const { unit } = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const inSchoolB = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ name: 'In school B', start: unit.start, end: unit.end, school: world.schoolB.id }] },
    });
    expect(inSchoolB.statusCode).toBe(200);
    const countsOf = async (token: string) => {
      const schools = await t.call('GET', `/unit-plan/${unit.id}/schools`, { token });
      const shares: { school: { id: number }; lessonPlanCount: number }[] = schools.json().content;
      return Object.fromEntries(shares.map((share) => [share.school.id, share.lessonPlanCount]));
    };

    const ofB = (
      await t.call('GET', `/unit-plan/${unit.id}?school=${world.schoolB.id}`, { token: world.tokens.admin })
    ).json();
    expect(ofB.lessonPlans.map((lesson: { name: string }) => lesson.name)).toEqual(['In school B']);
    expect(await countsOf(world.tokens.admin)).toEqual({ [world.schoolA.id]: 1, [world.schoolB.id]: 1 });
    expect(ofB).toMatchObject({
      lessonPlanCount: 2,
      shownSchool: { school: { id: world.schoolB.id }, lessonPlanCount: 1 },
    });
    expect(ofB).toMatchObject({ shownSchoolId: world.schoolB.id, consentsComplete: true, consentCount: 3 });

    // A teacher of school A: their school's lessons; school B is listed for its consent, with no lesson they see.
    const ofTeacher = (await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.teacherA1 })).json();
    expect(ofTeacher.shownSchoolId).toBe(world.schoolA.id);
    expect(ofTeacher.lessonPlans.map((lesson: { school: { id: number } }) => lesson.school.id)).toEqual([
      world.schoolA.id,
    ]);
    expect(await countsOf(world.tokens.teacherA1)).toEqual({ [world.schoolA.id]: 1, [world.schoolB.id]: 0 });
    expect(ofTeacher).toMatchObject({ schoolCount: 2, lessonPlanCount: 1 });

    const bad = await t.call('GET', `/unit-plan/${unit.id}?school=first`, { token: world.tokens.admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['school']);
  });
});

describe('GET /unit-plan/{id}/schools', () => {
  type Share = { school: { id: number; schoolCode: string; schoolName: string }; consentCount: number };
  const schoolsOf = async (unitId: number, query: string, token = world.tokens.admin) => {
    const response = await t.call('GET', `/unit-plan/${unitId}/schools${query}`, { token });
    return { status: response.statusCode, body: response.json() };
  };

  it('pages the schools by name, finds one by name or code, and counts them past the last page', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const all = await schoolsOf(unit.id, '');
    const names = all.body.content.map((share: Share) => share.school.schoolName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.body).toMatchObject({ totalElements: 2, totalPages: 1 });

    const second = await schoolsOf(unit.id, '?page=1&size=1');
    expect(second.body).toMatchObject({ totalElements: 2, totalPages: 2, content: [all.body.content[1]] });
    const pastTheEnd = await schoolsOf(unit.id, '?page=5&size=1');
    expect(pastTheEnd.body).toMatchObject({ content: [], totalElements: 2, totalPages: 2 });

    const byCode = await schoolsOf(unit.id, `?name=${encodeURIComponent(world.schoolB.schoolCode.toLowerCase())}`);
    expect(byCode.body).toMatchObject({ totalElements: 1, content: [{ school: { id: world.schoolB.id } }] });
    // LIKE's wildcards are searched as text.
    expect((await schoolsOf(unit.id, '?name=%25_')).body).toMatchObject({ totalElements: 0, content: [] });
  });

  it('shows the asked school, else the user’s own, else the first by name', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const first = (await schoolsOf(unit.id, '')).body.content[0] as Share;
    const detail = async (query: string, token: string) =>
      (await t.call('GET', `/unit-plan/${unit.id}${query}`, { token })).json().shownSchoolId;
    expect(await detail(`?school=${world.schoolB.id}`, world.tokens.coordinatorA)).toBe(world.schoolB.id);
    expect(await detail('?school=999999', world.tokens.coordinatorA)).toBe(world.schoolA.id);
    expect(await detail('', world.tokens.admin)).toBe(first.school.id);
  });

  it('answers 400 for a bad page, 403 without READ on unit plans, 404 for a plan the user does not see', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    const bad = await schoolsOf(unit.id, '?page=-1&size=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['page', 'size']);
    expect((await schoolsOf(unit.id, '', world.tokens.nobody)).status).toBe(403);
    expect((await schoolsOf(999999, '')).status).toBe(404);
    expect((await schoolsOf(unit.id, '', world.tokens.teacherVIA)).status).toBe(404);
  });
});

describe('GET /unit-plan/list and GET /unit-plans', () => {
  it('pages the visible unit plans with the filters of the plan lists', async () => {
    const curriculum = await createCurriculum(t, world);
    const first = await createUnitThroughApi(t, world, curriculum, { name: 'Alpha unit' });
    await createUnitThroughApi(t, world, curriculum, { name: 'Beta unit' });
    const ofSchoolB = await createCurriculum(t, world, { schoolId: world.schoolB.id });
    await createUnitThroughApi(t, world, ofSchoolB, { name: 'Gamma unit' });

    const byTier = await t.call('GET', `/unit-plan/list?tierPlanId=${curriculum.tier.id}&size=1`, {
      token: world.tokens.admin,
    });
    expect(byTier.statusCode).toBe(200);
    expect(byTier.json()).toMatchObject({
      totalElements: 2,
      totalPages: 2,
      content: [{ id: first.id, name: 'Alpha unit' }],
    });
    expect(byTier.json().content[0]).toMatchObject({ lessonPlanCount: 0, consentCount: 3, consentsGiven: 0 });

    const same = await t.call('GET', `/unit-plans?tierPlanId=${curriculum.tier.id}&size=1`, {
      token: world.tokens.admin,
    });
    expect(same.json()).toEqual(byTier.json());

    const bySubject = await t.call(
      'GET',
      `/unit-plans?subject=${encodeURIComponent(curriculum.subjectName)}&name=beta`,
      {
        token: world.tokens.admin,
      },
    );
    expect(bySubject.json().content.map((unit: { name: string }) => unit.name)).toEqual(['Beta unit']);

    const byTeacher = await t.call(
      'GET',
      `/unit-plans?teacher=${world.users.teacherB1.email}&subject=${encodeURIComponent(ofSchoolB.subjectName)}`,
      {
        token: world.tokens.admin,
      },
    );
    expect(byTeacher.json().totalElements).toBe(1);

    // School A's coordinator does not see school B's school-specific plan.
    const gamma = await t.call('GET', '/unit-plans?name=Gamma', { token: world.tokens.coordinatorA });
    expect(gamma.json().totalElements).toBe(0);
    const limited = await t.call('GET', `/unit-plans?tierPlanId=${curriculum.tier.id}`, {
      token: world.tokens.teacherVIA,
    });
    expect(limited.json().totalElements).toBe(0);
    expect((await t.call('GET', '/unit-plans?size=0', { token: world.tokens.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/unit-plans', { token: world.tokens.nobody })).statusCode).toBe(403);
  });
});

describe('PATCH /unit-plan/{id}?status= (Submit and Resume)', () => {
  it('submits only with complete consents, checks the version, and resumes only for the roles allowed to resume completed plans', async () => {
    const unit = await createUnitThroughApi(t, world, await createCurriculum(t, world));
    await fillPlanForm(t, 'unit', unit.id);
    const incomplete = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${unit.version}`, {
      token: world.tokens.coordinatorA,
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().message).toBe(PLAN_MESSAGES.consentsIncomplete('unit'));

    const ticked = await tickAll(t, world, `/unit-plan/${unit.id}`);
    expect(ticked.consentsComplete).toBe(true);
    expect(ticked.abilities.submit.allowed).toBe(true);
    const stale = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${unit.version}`, {
      token: world.tokens.coordinatorA,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PLAN_MESSAGES.staleVersion);

    const submitted = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${ticked.version}`, {
      token: world.tokens.coordinatorA,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'COMPLETED', version: ticked.version + 1 });
    expect(submitted.json().abilities).toMatchObject({
      resume: { allowed: false },
      addChildren: { allowed: true },
      delete: { allowed: false },
    });

    const again = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED`, { token: world.tokens.admin });
    expect(again.statusCode).toBe(409);
    // The Coordinator holds UPDATE on unitplan but is not among the roles that resume a unit plan.
    const coordinatorResume = await t.call('PATCH', `/unit-plan/${unit.id}?status=ACTIVE`, {
      token: world.tokens.coordinatorA,
    });
    expect(coordinatorResume.statusCode).toBe(403);
    expect(coordinatorResume.json().message).toBe(PLAN_MESSAGES.resumeNeedsRole('unit'));
    expect(
      (await t.call('PATCH', `/unit-plan/${unit.id}?status=ACTIVE`, { token: world.tokens.teacherA1 })).statusCode,
    ).toBe(403);
    const resumed = await t.call('PATCH', `/unit-plan/${unit.id}?status=ACTIVE`, { token: world.tokens.core });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().status).toBe('ACTIVE');
    const deactivate = await t.call('PATCH', `/unit-plan/${unit.id}?status=INACTIVE`, { token: world.tokens.admin });
    expect(deactivate.statusCode).toBe(409);
    expect((await t.call('PATCH', `/unit-plan/${unit.id}?status=DONE`, { token: world.tokens.admin })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /unit-plan/{id}/lesson-plans', () => {
  it('adds lessons only to a COMPLETED unit, with CREATE on lessonplan, consents of the lesson’s school', async () => {
    const curriculum = await createCurriculum(t, world);
    const unit = await createUnitThroughApi(t, world, curriculum);
    const lesson = {
      name: 'Lesson one',
      start: unit.start,
      end: unit.end,
      school: { id: world.schoolA.id },
      subUnits: ['Counting', { name: 'adding' }],
    };
    const early = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [lesson] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PLAN_MESSAGES.addLessonNeedsCompletedUnit);

    await fillPlanForm(t, 'unit', unit.id);
    const ticked = await tickAll(t, world, `/unit-plan/${unit.id}`);
    await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${ticked.version}`, {
      token: world.tokens.admin,
    });
    const nobody = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.nobody,
      body: { lessonPlans: [lesson] },
    });
    expect(nobody.statusCode).toBe(403);

    const saved = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.teacherA1,
      body: { lessonPlans: [lesson], version: ticked.version + 1 },
    });
    expect(saved.statusCode).toBe(200);
    const detail = saved.json();
    expect(detail.version).toBe(ticked.version + 2);
    expect(detail.lessonPlans).toHaveLength(1);
    expect(detail.lessonPlans[0]).toMatchObject({
      name: 'Lesson one',
      status: 'ACTIVE',
      school: { id: world.schoolA.id },
      subUnits: [{ name: 'Counting' }, { name: 'Adding' }],
      consentCount: 2,
      consentsGiven: 0,
      createdBy: world.users.teacherA1.email,
    });
    const lessonDetail = (
      await t.call('GET', `/lesson-plan/${detail.lessonPlans[0].id}`, { token: world.tokens.admin })
    ).json();
    expect(emailsOf(lessonDetail.consents)).toEqual([world.users.teacherA1.email, world.users.teacherA2.email].sort());
    expect(lessonDetail).toMatchObject({
      type: null,
      unitPlanId: unit.id,
      curriculumContext: { school: { id: world.schoolA.id } },
    });

    // The list as read, sent back unchanged, changes nothing (no version bump).
    const sentBack = detail.lessonPlans.map(
      (row: { id: number; name: string; start: string; end: string; school: unknown; subUnits: unknown[] }) => ({
        id: row.id,
        name: row.name,
        start: row.start,
        end: row.end,
        school: row.school,
        subUnits: row.subUnits,
      }),
    );
    const unchanged = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.teacherA1,
      body: { lessonPlans: sentBack, version: detail.version },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().version).toBe(detail.version);

    const stale = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ ...sentBack[0], name: 'Renamed' }], version: detail.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const renamed = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: { lessonPlans: [{ ...sentBack[0], name: 'Renamed' }], version: detail.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().lessonPlans[0].name).toBe('Renamed');

    // A teacher may not delete (no DELETE on lessonplan); the coordinator may.
    const teacherDelete = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.teacherA1,
      body: { lessonPlans: [{ ...sentBack[0], deleted: true }] },
    });
    expect(teacherDelete.statusCode).toBe(403);
    const removed = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.coordinatorA,
      body: { lessonPlans: [{ ...sentBack[0], deleted: true }] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().lessonPlans).toEqual([]);
    expect((await t.call('GET', `/lesson-plan/${sentBack[0].id}`, { token: world.tokens.admin })).statusCode).toBe(404);
  });

  it('answers 400 for dates outside the unit, unknown sub units, a school not covered or not the user’s, a school change, a foreign lesson', async () => {
    const curriculum = await createCurriculum(t, world, { schoolId: world.schoolA.id });
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const other = await createUnitWithLesson(t, world, await createCurriculum(t, world));
    const base = { name: 'New lesson', start: unit.start, end: unit.end, school: world.schoolA.id, subUnits: [] };
    const response = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: {
        lessonPlans: [
          { ...base, name: 'Early', start: daysFromToday(-150) },
          { ...base, name: 'Unknown sub unit', subUnits: ['Nope'] },
          { ...base, name: 'Other school', school: world.schoolB.id },
          { id: lesson.id, name: lesson.name, start: lesson.start, end: lesson.end, school: world.schoolB.id },
          { ...base, id: other.lesson.id, name: 'Foreign' },
          { ...base, name: '' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['lessonPlans.5.name']);
    const semantic = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
      token: world.tokens.admin,
      body: {
        lessonPlans: [
          { ...base, name: 'Early', start: daysFromToday(-150) },
          { ...base, name: 'Unknown sub unit', subUnits: ['Nope'] },
          { ...base, name: 'Other school', school: world.schoolB.id },
          { id: lesson.id, name: lesson.name, start: lesson.start, end: lesson.end, school: world.schoolB.id },
          { ...base, id: other.lesson.id, name: 'Foreign' },
        ],
      },
    });
    expect(semantic.statusCode).toBe(400);
    expect(semantic.json().fieldErrors).toEqual({
      'lessonPlans.0.start': [PLAN_MESSAGES.dateWithin('unit', unit.start, unit.end)],
      'lessonPlans.1.subUnits.0': [PLAN_MESSAGES.subUnitNotOfUnit],
      'lessonPlans.2.school': [UNIT_LESSON_MESSAGES.schoolNotCovered],
      'lessonPlans.3.school': [PLAN_MESSAGES.lockedOnEdit],
      'lessonPlans.4.id': [PLAN_MESSAGES.childNotOfParent],
    });
    // School A's coordinator may not plan a lesson in school B, even in a network-wide unit.
    const networkWide = other.unit;
    const foreignSchool = await t.call('PUT', `/unit-plan/${networkWide.id}/lesson-plans`, {
      token: world.tokens.coordinatorA,
      body: { lessonPlans: [{ ...base, start: networkWide.start, end: networkWide.end, school: world.schoolB.id }] },
    });
    expect(foreignSchool.statusCode).toBe(400);
    expect(foreignSchool.json().fieldErrors).toEqual({ 'lessonPlans.0.school': [PLAN_MESSAGES.schoolNotVisible] });
  });
});

describe('DELETE /unit-plan/{id}', () => {
  it('deletes an open unit with its lessons (404 after), refuses a COMPLETED unit or one with a COMPLETED lesson', async () => {
    const curriculum = await createCurriculum(t, world);
    const { unit, lesson } = await createUnitWithLesson(t, world, curriculum);
    const completed = await t.call('DELETE', `/unit-plan/${unit.id}`, { token: world.tokens.admin });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(PLAN_MESSAGES.deleteCompleted('unit'));

    const resumed = (
      await t.call('PATCH', `/unit-plan/${unit.id}?status=ACTIVE`, { token: world.tokens.admin })
    ).json();
    expect(resumed.abilities.delete.allowed).toBe(true);
    expect((await t.call('DELETE', `/unit-plan/${unit.id}`, { token: world.tokens.teacherA1 })).statusCode).toBe(403);
    expect(
      (await t.call('DELETE', `/unit-plan/${unit.id}?version=${resumed.version - 1}`, { token: world.tokens.admin }))
        .statusCode,
    ).toBe(409);

    // A COMPLETED lesson blocks the unit's deletion.
    const other = await createUnitThroughApi(t, world, curriculum);
    await createLessonPlan(
      t.db,
      {
        id: other.id,
        tierPlanId: curriculum.tier.id,
        annualPlanId: curriculum.annual.id,
        startDate: other.start,
        endDate: other.end,
      },
      world.schoolA.id,
      { status: 'COMPLETED' },
    );
    const blocked = await t.call('DELETE', `/unit-plan/${other.id}`, { token: world.tokens.admin });
    expect(blocked.statusCode).toBe(409);

    const deleted = await t.call('DELETE', `/unit-plan/${unit.id}?version=${resumed.version}`, {
      token: world.tokens.coordinatorA,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: PLAN_MESSAGES.deleted });
    expect((await t.call('GET', `/unit-plan/${unit.id}`, { token: world.tokens.admin })).statusCode).toBe(404);
    expect((await t.call('GET', `/lesson-plan/${lesson.id}`, { token: world.tokens.admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/unit-plan/${unit.id}`, { token: world.tokens.admin })).statusCode).toBe(404);
    const listed = await t.call('GET', `/unit-plans?tierPlanId=${curriculum.tier.id}`, { token: world.tokens.admin });
    expect(listed.json().content.map((row: { id: number }) => row.id)).toEqual([other.id]);
  });
});
