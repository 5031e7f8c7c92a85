import { randomBytes } from 'node:crypto';
import { ROLE_NAMES } from '@school/contract';
import { createRole, createSchool, createUser, TEST_PASSWORD } from './factories';
import { assignTeacher, createClass, createSection, createSubject } from './factories-classes';
import { createAnnualPlan, createTierPlan, createTopic, limitRoleToGrade } from './factories-plans';
import type { TestApp } from './test-app';
import { eq } from 'drizzle-orm';
import { lessonPlans, unitLearningOutcomes, unitPlans } from '../db/schema';

/*
 * The world of the unit and lesson plan tests: annual and tier plans are written straight to the database (their
 * API is another module's), unit and lesson plans go through the API under test.
 */

const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A date `days` from today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Two schools each with class V (section A) and school A also with class VI; and the people who sign in: a global
 * Administrator, an Inspire Us-Core, an Inspire Us-Mentors, a Coordinator of A, Teachers of A (two, and a third
 * not yet assigned), a Teacher of B, a Teacher of A limited to class VI, a user with no plan privilege.
 */
export async function createPlanWorld(t: TestApp) {
  const schoolA = await createSchool(t.db);
  const schoolB = await createSchool(t.db);
  const classVA = await createClass(t.db, schoolA.id, { gradeName: 'V' });
  const classVB = await createClass(t.db, schoolB.id, { gradeName: 'V' });
  const classVIA = await createClass(t.db, schoolA.id, { gradeName: 'VI' });
  const sectionA = await createSection(t.db, classVA.id, { sectionName: 'A' });
  const sectionB = await createSection(t.db, classVB.id, { sectionName: 'A' });

  const person = (schoolId: number | null, roles: string[], firstName: string) =>
    createUser(t.db, { schoolId, roles, values: { firstName, lastName: `T${unique()}` } });
  const users = {
    teacherA1: await person(schoolA.id, [ROLE_NAMES.teacher], 'Asha'),
    teacherA2: await person(schoolA.id, [ROLE_NAMES.teacher], 'Bala'),
    teacherA3: await person(schoolA.id, [ROLE_NAMES.teacher], 'Charu'),
    teacherB1: await person(schoolB.id, [ROLE_NAMES.teacher], 'Devi'),
    teacherVIA: await person(schoolA.id, [ROLE_NAMES.teacher], 'Esha'),
    admin: await person(null, [ROLE_NAMES.administrator], 'Admin'),
    core: await person(null, [ROLE_NAMES.inspireUsCore], 'Core'),
    mentor: await person(null, [ROLE_NAMES.inspireUsMentors], 'Mentor'),
    coordinatorA: await person(schoolA.id, [ROLE_NAMES.coordinator], 'Coord'),
    nobody: await person(schoolA.id, [(await createRole(t.db, {}, { isSchoolApplicable: true })).name], 'Nobody'),
  };
  await limitRoleToGrade(t.db, users.teacherVIA.id, classVIA.id);
  const tokens = {} as Record<keyof typeof users, string>;
  for (const [key, user] of Object.entries(users)) {
    tokens[key as keyof typeof users] = await t.login(user.email, TEST_PASSWORD);
  }
  return { schoolA, schoolB, classVA, classVB, classVIA, sectionA, sectionB, users, tokens };
}
export type PlanWorld = Awaited<ReturnType<typeof createPlanWorld>>;

/**
 * A subject of class V in both schools (a fresh name, so each call can hold its own annual plan), taught in
 * section A by teachers A1 and A2 in school A and B1 in school B; a network-wide annual plan of it (or one of
 * `schoolId`), a tier plan inside it with two topics.
 */
export async function createCurriculum(
  t: TestApp,
  world: PlanWorld,
  options: {
    schoolId?: number;
    annualStatus?: 'ACTIVE' | 'COMPLETED' | 'INACTIVE';
    annual?: { start: string; end: string };
    tier?: { start: string; end: string; value?: string };
    annualPeriod?: string;
  } = {},
) {
  const subjectName = `Maths ${unique()}`;
  const subjectValue = subjectName.toUpperCase().replace(/\s+/g, '_');
  const subjectA = await createSubject(t.db, world.classVA.id, { subjectName, subjectValue });
  const subjectB = await createSubject(t.db, world.classVB.id, { subjectName, subjectValue });
  await assignTeacher(t.db, world.sectionA.id, subjectA.id, world.users.teacherA1.id);
  await assignTeacher(t.db, world.sectionA.id, subjectA.id, world.users.teacherA2.id);
  await assignTeacher(t.db, world.sectionB.id, subjectB.id, world.users.teacherB1.id);
  const annual = await createAnnualPlan(t.db, {
    name: `Annual ${subjectName}`,
    gradeName: 'V',
    subjectId: subjectA.id,
    subjectName,
    subjectValue,
    schoolId: options.schoolId ?? null,
    status: options.annualStatus ?? 'ACTIVE',
    annualPeriod: options.annualPeriod ?? 'AY26_27',
    startDate: options.annual?.start ?? daysFromToday(-200),
    endDate: options.annual?.end ?? daysFromToday(200),
  });
  const tier = await createTierPlan(t.db, annual, {
    value: options.tier?.value ?? 'TIER_1',
    startDate: options.tier?.start ?? daysFromToday(-100),
    endDate: options.tier?.end ?? daysFromToday(100),
  });
  const topicOne = await createTopic(t.db, tier.id, 'Numbers', 1);
  const topicTwo = await createTopic(t.db, tier.id, 'Shapes', 2);
  return { subjectA, subjectB, subjectName, annual, tier, topics: [topicOne, topicTwo] };
}
export type Curriculum = Awaited<ReturnType<typeof createCurriculum>>;

/** POST /unit-plan body: inside the tier's dates, two sub units, the first topic. */
export function unitPayload(curriculum: Curriculum, overrides: Record<string, unknown> = {}) {
  return {
    tierPlanId: curriculum.tier.id,
    name: `Unit ${unique()}`,
    start: curriculum.tier.startDate,
    end: curriculum.tier.endDate,
    subUnits: [
      { name: 'Counting', sortOrder: 1 },
      { name: 'Adding', sortOrder: 2 },
    ],
    topics: [{ id: curriculum.topics[0]?.id }],
    ...overrides,
  };
}

/** Creates a unit plan through the API as the administrator; answers its detail. */
export async function createUnitThroughApi(
  t: TestApp,
  world: PlanWorld,
  curriculum: Curriculum,
  overrides: Record<string, unknown> = {},
) {
  const response = await t.call('POST', '/unit-plan', {
    token: world.tokens.admin,
    body: unitPayload(curriculum, overrides),
  });
  if (response.statusCode !== 200) throw new Error(`unit create failed: ${response.body}`);
  return response.json();
}

/** Ticks every consent of a plan as the administrator (a role that may change them all). */
/**
 * Every consent of a plan as a user reads them: a unit plan spanning several schools lists one school's at a time
 * (GET …?school=), so this reads each school's.
 */
export async function consentsOfEverySchool(
  t: TestApp,
  token: string,
  path: string,
): Promise<{ subjectTeacher: { email: string }; consent: boolean }[]> {
  const read = async (query = '') => (await t.call('GET', `${path}${query}`, { token })).json();
  const detail = await read();
  if (detail.shownSchoolId === null || detail.shownSchoolId === undefined) return detail.consents;
  const schools = (await t.call('GET', `${path}/schools?size=500`, { token })).json();
  const lists = await Promise.all(
    schools.content.map(
      async (share: { school: { id: number } }) => (await read(`?school=${share.school.id}`)).consents,
    ),
  );
  return lists.flat();
}

export async function tickAll(t: TestApp, world: PlanWorld, path: string) {
  const consents = await consentsOfEverySchool(t, world.tokens.admin, path);
  const body = consents.map((consent) => ({ subjectTeacher: { email: consent.subjectTeacher.email }, consent: true }));
  const response = await t.call('PUT', `${path}/consents`, { token: world.tokens.admin, body });
  if (response.statusCode !== 200) throw new Error(`tick all failed: ${response.body}`);
  return response.json();
}

/**
 * Fills in what Submit needs of a plan's form (the required fields of its steps), straight in the database: its
 * version is unchanged. Submit refuses a plan whose form is incomplete, whichever path completes it.
 */
export async function fillPlanForm(t: TestApp, level: 'unit' | 'lesson', id: number, type: 'PRECLASS' | null = null) {
  const objectives = { learningObjectiveForm: { conceptObjective: 'Place value' } };
  if (level === 'unit') {
    const form = {
      periods: 6,
      ...objectives,
      levelOfLeaningForm: { levelOfLearningInput1: 'Count to 100' },
      assessmentForm: { formativeAssessments: [{ name: 'Quiz', value: 'QUIZ' }] },
    };
    await t.db.update(unitPlans).set({ form }).where(eq(unitPlans.id, id));
    await t.db.insert(unitLearningOutcomes).values({ unitPlanId: id, name: 'Reads numbers to 1000', sortOrder: 0 });
    return;
  }
  const form =
    type === 'PRECLASS'
      ? {
          periods: 2,
          ...objectives,
          levelOfLeaningForm: { levelOfLearningInput1: 'Sing along' },
          introNewKnowledgeInput: 'Show the picture',
          developNewKnowledgeInput: 'Sing the rhyme',
          closureInput: 'Wave goodbye',
        }
      : {
          periods: 2,
          ...objectives,
          mainContents: [{ sequenceOfTla: 1, time: '10 min', studentActivity: 'Count beads' }],
          summarization: 'Recap with the class',
        };
  await t.db.update(lessonPlans).set({ form }).where(eq(lessonPlans.id, id));
}

/**
 * A COMPLETED unit plan (form filled in, consents ticked, submitted by the administrator) with one lesson plan (in school A unless
 * told);
 * answers the unit and lesson details.
 */
export async function createUnitWithLesson(
  t: TestApp,
  world: PlanWorld,
  curriculum: Curriculum,
  schoolId = world.schoolA.id,
) {
  const unit = await createUnitThroughApi(t, world, curriculum);
  await fillPlanForm(t, 'unit', unit.id);
  const ticked = await tickAll(t, world, `/unit-plan/${unit.id}`);
  const submitted = await t.call('PATCH', `/unit-plan/${unit.id}?status=COMPLETED&version=${ticked.version}`, {
    token: world.tokens.admin,
  });
  if (submitted.statusCode !== 200) throw new Error(`unit submit failed: ${submitted.body}`);
  const saved = await t.call('PUT', `/unit-plan/${unit.id}/lesson-plans`, {
    token: world.tokens.admin,
    body: {
      lessonPlans: [
        {
          name: `Lesson ${unique()}`,
          start: unit.start,
          end: unit.end,
          school: schoolId,
          subUnits: ['Counting'],
        },
      ],
    },
  });
  if (saved.statusCode !== 200) throw new Error(`lesson add failed: ${saved.body}`);
  const unitDetail = saved.json();
  const lesson = (
    await t.call('GET', `/lesson-plan/${unitDetail.lessonPlans[0].id}`, { token: world.tokens.admin })
  ).json();
  return { unit: unitDetail, lesson };
}
