import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  annualPeriodDates,
  annualPeriodOf,
  DEFAULT_PLAN_YEAR_START_MONTH,
  isoDateOf,
  type PlanStatus,
  planYearOf,
  TIER_PLAN_ITEMS,
} from '@school/contract';
import type { Database } from '../db/client';
import {
  annualPlans,
  classSections,
  grades,
  lessonPlanConsents,
  lessonPlanLearningOutcomes,
  lessonPlanSubUnits,
  lessonPlans,
  schools,
  sectionSubjectTeachers,
  subjects,
  subTopics,
  tierPlans,
  topics,
  unitLearningOutcomes,
  unitPlanConsents,
  unitPlans,
  unitPlanTopics,
  unitSubUnits,
  users,
} from '../db/schema';
import { createdByActor } from '../lib/crud';
import { lessonTypeOf } from '../modules/plans/unit-lesson-rows';
import { leaveFormsToFill } from './demo-forms-to-fill';
import { type DemoForm, demoLessonForm, demoUnitForm, type FormFill } from './demo-plan-forms';
import { CURRENT_PLANS, type DemoPlan, PREVIOUS_PLAN } from './demo-plan-catalog';

/*
 * Demo plans: a realistic year for both demo schools in the current annual period (AY26_27 in 2026-2027), with dates
 * placed around today so that some plans are outstanding (ended, not completed) and some upcoming (starting within 14
 * days); one plan of the previous period to duplicate. Consents come from Manage Teachers (the teachers of the subject
 * in the class's sections), partly given: teacher1 and teacher2 still have theirs to give. A few hundred rows in
 * batched inserts, inside the demo seed's transaction. Completed unit and lesson plans carry a filled form
 * (demo-plan-forms.ts), some active ones a draft, and demo-forms-to-fill.ts leaves one empty form for each demo role to
 * fill and submit. UKG English is pre-primary: its lessons are PRECLASS.
 */

const SEEDER = 'coordinator@school.test';

/** Teachers whose consent stays to be given on ACTIVE plans, so they find something to sign. */
const SIGN_LATER = ['teacher1@school.test', 'teacher2@school.test'];

interface Teacher {
  id: number;
  email: string;
  schoolId: number;
}

/** teacher1 and teacher2 teach V Mathematics and English, and VI English, at Lakeside (Manage Teachers). */
async function assignDemoTeachers(db: Database, lakesideId: number) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, SIGN_LATER));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const wanted: [email: string, gradeName: string, sectionName: string, subjectName: string][] = [
    ['teacher1@school.test', 'V', 'A', 'Mathematics'],
    ['teacher1@school.test', 'V', 'A', 'English'],
    ['teacher2@school.test', 'V', 'B', 'Mathematics'],
    ['teacher2@school.test', 'V', 'B', 'English'],
    ['teacher2@school.test', 'VI', 'A', 'English'],
  ];
  for (const [email, gradeName, sectionName, subjectName] of wanted) {
    const userId = idOf(email);
    const [target] = await db
      .select({ sectionId: classSections.id, subjectId: subjects.id })
      .from(classSections)
      .innerJoin(grades, eq(grades.id, classSections.gradeId))
      .innerJoin(subjects, and(eq(subjects.gradeId, grades.id), eq(subjects.subjectName, subjectName)))
      .where(
        and(
          eq(grades.schoolId, lakesideId),
          eq(grades.gradeName, gradeName),
          eq(classSections.sectionName, sectionName),
        ),
      );
    if (userId === undefined || !target) continue;
    await db
      .insert(sectionSubjectTeachers)
      .values({ sectionId: target.sectionId, subjectId: target.subjectId, userId })
      .onConflictDoNothing();
  }
}

/** The ACTIVE teachers of a subject (by name) in the sections of a class name, in the given schools. */
async function teachersOf(
  db: Database,
  gradeName: string,
  subjectName: string,
  schoolIds: number[],
): Promise<Teacher[]> {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, schoolId: grades.schoolId })
    .from(sectionSubjectTeachers)
    .innerJoin(classSections, eq(classSections.id, sectionSubjectTeachers.sectionId))
    .innerJoin(grades, eq(grades.id, classSections.gradeId))
    .innerJoin(subjects, eq(subjects.id, sectionSubjectTeachers.subjectId))
    .innerJoin(users, eq(users.id, sectionSubjectTeachers.userId))
    .where(
      and(
        eq(grades.gradeName, gradeName),
        eq(subjects.subjectName, subjectName),
        inArray(grades.schoolId, schoolIds),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return rows.sort((a, b) => a.id - b.id);
}

/** Consent rows: all given on COMPLETED plans; on others given except by the SIGN_LATER teachers. */
function consentValues(teachers: Teacher[], status: PlanStatus, givenOn: Date) {
  return teachers.map((teacher) => {
    const given = status === 'COMPLETED' || !SIGN_LATER.includes(teacher.email);
    return {
      userId: teacher.id,
      consent: given,
      givenBy: given ? teacher.email : null,
      givenOn: given ? givenOn : null,
    };
  });
}

const monthsLater = (date: string, months: number) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return `${year + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`;
};
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);

const REVISION_UNIT = 'Revision and project';

/** Completed plans have a full form; an outstanding or revision unit a draft; others none. */
function unitFill(status: PlanStatus, draft: UnitDraft, today: string): FormFill | null {
  if (status === 'COMPLETED') return 'full';
  return draft.end < today || draft.name === REVISION_UNIT ? 'draft' : null;
}

/** Completed and introduction lessons have a full form, assessment lessons a draft, the others none. */
function lessonFill(status: PlanStatus, name: string): FormFill | null {
  if (status === 'COMPLETED' || name.endsWith(': introduction')) return 'full';
  return name.endsWith(': assessment') ? 'draft' : null;
}

/** The form columns of a plan filled by `author` on `on` (null form: never filled). */
function formColumnsOf(demo: DemoForm | null, author: string, on: Date) {
  if (!demo) return {};
  return {
    form: demo.form,
    formUpdatedBy: author,
    formUpdatedOn: on,
    ...(demo.reflection ? { reflectionBy: author, reflectionOn: on } : {}),
  };
}

const afternoonOf = (date: string) => new Date(`${date}T15:30:00Z`);

interface SeedContext {
  period: string;
  dates: { start: string; end: string };
  today: string;
  schoolIds: Record<'LWS' | 'RPS', number>;
  withUnits: boolean;
  preprimaryClasses?: readonly string[];
}

interface UnitDraft {
  name: string;
  start: string;
  end: string;
  status: PlanStatus;
  lessons: { name: string; start: string; end: string; status: PlanStatus }[];
}

/**
 * The units of one tier: two halves, each with a status from today: ended long ago COMPLETED with completed lessons;
 * ended recently ACTIVE (outstanding); running now COMPLETED with lessons around today (one outstanding, one
 * current, one upcoming); later ACTIVE. A tier holding the next two weeks also gets an upcoming unit.
 */
function unitsOfTier(tierStart: string, tierEnd: string, today: string, topicNames: string[]): UnitDraft[] {
  const days = Math.round((Date.parse(tierEnd) - Date.parse(tierStart)) / 86_400_000);
  const middle = addDays(tierStart, Math.floor(days / 2));
  const halves: [string, string][] = [
    [tierStart, middle],
    [addDays(middle, 1), tierEnd],
  ];
  const units = halves.map(([start, end], index): UnitDraft => {
    const name = topicNames[index] ?? `Unit ${index + 1}`;
    if (end < addDays(today, -20)) {
      const split = addDays(start, Math.floor((Date.parse(end) - Date.parse(start)) / 172_800_000));
      return {
        name,
        start,
        end,
        status: 'COMPLETED',
        lessons: [
          { name: `${name}: introduction`, start, end: split, status: 'COMPLETED' },
          { name: `${name}: practice`, start: addDays(split, 1), end, status: 'COMPLETED' },
        ],
      };
    }
    if (end < today) return { name, start, end, status: 'ACTIVE', lessons: [] };
    if (start <= today) {
      const lessons: UnitDraft['lessons'] = [];
      if (addDays(today, -1) >= start) {
        lessons.push({ name: `${name}: introduction`, start, end: addDays(today, -1), status: 'ACTIVE' });
      }
      lessons.push({
        name: `${name}: guided practice`,
        start: today,
        end: minDate(addDays(today, 6), end),
        status: 'ACTIVE',
      });
      if (addDays(today, 3) <= end) {
        lessons.push({
          name: `${name}: assessment`,
          start: addDays(today, 3),
          end: minDate(addDays(today, 10), end),
          status: 'ACTIVE',
        });
      }
      return { name, start, end, status: 'COMPLETED', lessons };
    }
    return { name, start, end, status: 'ACTIVE', lessons: [] };
  });
  const soon = addDays(today, 7);
  if (
    soon >= tierStart &&
    addDays(soon, 10) <= tierEnd &&
    !units.some((unit) => unit.start > today && unit.start <= addDays(today, 14))
  ) {
    units.push({
      name: REVISION_UNIT,
      start: soon,
      end: minDate(addDays(soon, 20), tierEnd),
      status: 'ACTIVE',
      lessons: [],
    });
  }
  return units;
}

async function seedPlan(db: Database, plan: DemoPlan, context: SeedContext) {
  const { period, dates, today, schoolIds, withUnits } = context;
  const schoolId = plan.school ? schoolIds[plan.school] : null;
  const [subject] = await db
    .select({ id: subjects.id, subjectName: subjects.subjectName, subjectValue: subjects.subjectValue })
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .where(
      and(
        eq(grades.gradeName, plan.gradeName),
        eq(subjects.subjectName, plan.subjectName),
        eq(grades.schoolId, schoolId ?? schoolIds.LWS),
      ),
    );
  if (!subject) return;
  const coveredSchools = schoolId ? [schoolId] : [schoolIds.LWS, schoolIds.RPS];
  const lessonSchools = plan.lessonsAt ? plan.lessonsAt.map((code) => schoolIds[code]) : coveredSchools;
  const lessonType = lessonTypeOf(plan.gradeName, context.preprimaryClasses);
  const chosenOutcomes: { lessonPlanId: number; learningOutcomeId: number }[] = [];
  const status: PlanStatus = plan.completed ? 'COMPLETED' : 'ACTIVE';
  const [annual] = await db
    .insert(annualPlans)
    .values({
      name: plan.name,
      status,
      startDate: dates.start,
      endDate: dates.end,
      annualPeriod: period,
      gradeName: plan.gradeName,
      subjectId: subject.id,
      subjectName: subject.subjectName,
      subjectValue: subject.subjectValue,
      schoolId,
      ...createdByActor(SEEDER),
    })
    .returning();
  if (!annual) throw new Error('annual plan insert returned nothing');
  const unitTeachers = await teachersOf(db, plan.gradeName, plan.subjectName, coveredSchools);
  // Consents were given on an earlier day (yesterday at the latest), never later than the moment of seeding.
  const givenOn = new Date(`${minDate(addDays(today, -1), dates.end)}T09:00:00Z`);
  const tierRanges = plan.topics.map((tierTopics, tierIndex) => {
    const tierStart = monthsLater(dates.start, tierIndex * 4);
    const tierEnd = tierIndex === 2 ? dates.end : addDays(monthsLater(dates.start, (tierIndex + 1) * 4), -1);
    const drafts = withUnits
      ? unitsOfTier(
          tierStart,
          tierEnd,
          maxDate(today, dates.start),
          tierTopics.map(([name]) => name),
        )
      : [];
    return { tierStart, tierEnd, tierTopics, drafts };
  });
  if (plan.outstandingUnit) {
    const ended = tierRanges.flatMap((range) => range.drafts).filter((draft) => draft.end < today);
    const last = ended.sort((a, b) => a.end.localeCompare(b.end)).at(-1);
    if (last) {
      last.status = 'ACTIVE';
      last.lessons = [];
    }
  }
  for (const [tierIndex, { tierStart, tierEnd, tierTopics, drafts }] of tierRanges.entries()) {
    // The tier's name and value are an item of the list 'Tier Plan', as the wizard would have saved them.
    const tierItem = TIER_PLAN_ITEMS[tierIndex];
    if (!tierItem) throw new Error(`the list 'Tier Plan' has no item ${tierIndex + 1}`);
    const [tier] = await db
      .insert(tierPlans)
      .values({
        annualPlanId: annual.id,
        name: tierItem[0],
        value: tierItem[1],
        status,
        startDate: tierStart,
        endDate: tierEnd,
        ...createdByActor(SEEDER),
      })
      .returning({ id: tierPlans.id });
    if (!tier) throw new Error('tier plan insert returned nothing');
    const topicRows = await db
      .insert(topics)
      .values(tierTopics.map(([name], index) => ({ tierPlanId: tier.id, name, sortOrder: index + 1 })))
      .returning({ id: topics.id, name: topics.name });
    await db
      .insert(subTopics)
      .values(
        tierTopics.flatMap(([, subs], index) =>
          subs.map((name, subIndex) => ({ topicId: topicRows[index]?.id ?? 0, name, sortOrder: subIndex + 1 })),
        ),
      );
    // The previous period's plan keeps its tiers and topics only; a completed plan's units are all completed.
    for (const [unitIndex, draft] of drafts.entries()) {
      const unitStatus: PlanStatus = plan.completed && draft.start <= today ? 'COMPLETED' : draft.status;
      const fill = unitFill(unitStatus, draft, today);
      const unitForm = fill ? demoUnitForm(plan.content, draft.name, fill) : null;
      const [unit] = await db
        .insert(unitPlans)
        .values({
          tierPlanId: tier.id,
          annualPlanId: annual.id,
          name: draft.name,
          status: unitStatus,
          startDate: draft.start,
          endDate: draft.end,
          ...formColumnsOf(unitForm, unitTeachers[0]?.email ?? SEEDER, afternoonOf(minDate(today, draft.end))),
          ...createdByActor(SEEDER),
        })
        .returning({ id: unitPlans.id });
      if (!unit) throw new Error('unit plan insert returned nothing');
      const outcomeIds =
        unitForm && unitForm.outcomes.length > 0
          ? (
              await db
                .insert(unitLearningOutcomes)
                .values(unitForm.outcomes.map((name, sortOrder) => ({ unitPlanId: unit.id, name, sortOrder })))
                .returning({ id: unitLearningOutcomes.id })
            ).map((row) => row.id)
          : [];
      const subUnitRows = await db
        .insert(unitSubUnits)
        .values(
          ['Warm-up', 'Core ideas', 'Application'].map((name, index) => ({
            unitPlanId: unit.id,
            name: `${name}`,
            sortOrder: index + 1,
          })),
        )
        .returning({ id: unitSubUnits.id });
      const topic = topicRows[unitIndex % topicRows.length];
      if (topic) await db.insert(unitPlanTopics).values({ unitPlanId: unit.id, topicId: topic.id });
      if (unitTeachers.length > 0) {
        await db.insert(unitPlanConsents).values(
          consentValues(unitTeachers, unitStatus, givenOn).map((consent) => ({
            ...consent,
            unitPlanId: unit.id,
            annualPlanId: annual.id,
          })),
        );
      }
      if (unitStatus !== 'COMPLETED') continue;
      for (const lessonSchool of lessonSchools) {
        const lessonTeachers = unitTeachers.filter((teacher) => teacher.schoolId === lessonSchool);
        for (const [lessonIndex, lessonDraft] of draft.lessons.entries()) {
          const lessonStatus: PlanStatus = plan.completed && lessonDraft.end < today ? 'COMPLETED' : lessonDraft.status;
          const lessonFilled = lessonFill(lessonStatus, lessonDraft.name);
          const lessonForm = lessonFilled
            ? demoLessonForm(
                plan.content,
                draft.name,
                { index: lessonIndex, start: lessonDraft.start, end: lessonDraft.end, type: lessonType },
                lessonFilled,
                outcomeIds,
              )
            : null;
          const [lesson] = await db
            .insert(lessonPlans)
            .values({
              unitPlanId: unit.id,
              tierPlanId: tier.id,
              annualPlanId: annual.id,
              schoolId: lessonSchool,
              name: lessonDraft.name,
              status: lessonStatus,
              type: lessonType,
              startDate: lessonDraft.start,
              endDate: lessonDraft.end,
              ...formColumnsOf(
                lessonForm,
                lessonTeachers[0]?.email ?? SEEDER,
                afternoonOf(minDate(today, lessonDraft.end)),
              ),
              ...createdByActor(SEEDER),
            })
            .returning({ id: lessonPlans.id });
          if (!lesson) throw new Error('lesson plan insert returned nothing');
          for (const learningOutcomeId of lessonForm?.outcomeIds ?? []) {
            chosenOutcomes.push({ lessonPlanId: lesson.id, learningOutcomeId });
          }
          const covered = subUnitRows.slice(lessonIndex, lessonIndex + 2);
          if (covered.length > 0) {
            await db
              .insert(lessonPlanSubUnits)
              .values(covered.map((sub) => ({ lessonPlanId: lesson.id, subUnitId: sub.id })));
          }
          if (lessonTeachers.length > 0) {
            await db.insert(lessonPlanConsents).values(
              consentValues(lessonTeachers, lessonStatus, givenOn).map((consent) => ({
                ...consent,
                lessonPlanId: lesson.id,
                unitPlanId: unit.id,
                annualPlanId: annual.id,
              })),
            );
          }
        }
      }
    }
  }
  if (chosenOutcomes.length > 0) await db.insert(lessonPlanLearningOutcomes).values(chosenOutcomes);
}

/**
 * Seeds the demo plans after the demo schools, classes and staff. `today` and the start month of the plan year
 * decide the current period and where each plan stands.
 */
export async function seedDemoPlans(
  db: Database,
  {
    today = new Date(),
    startMonth = DEFAULT_PLAN_YEAR_START_MONTH,
    preprimaryClasses,
  }: { today?: Date; startMonth?: number; preprimaryClasses?: readonly string[] } = {},
) {
  const schoolRows = await db
    .select({ id: schools.id, schoolCode: schools.schoolCode })
    .from(schools)
    .where(inArray(schools.schoolCode, ['LWS', 'RPS']));
  const lws = schoolRows.find((row) => row.schoolCode === 'LWS')?.id;
  const rps = schoolRows.find((row) => row.schoolCode === 'RPS')?.id;
  if (lws === undefined || rps === undefined) return;
  const [existing] = await db.select({ id: annualPlans.id }).from(annualPlans).limit(1);
  if (existing) return;
  await assignDemoTeachers(db, lws);
  const year = planYearOf(today, startMonth);
  const todayText = isoDateOf(today);
  const current = annualPeriodOf(year);
  const previous = annualPeriodOf(year - 1);
  const currentDates = annualPeriodDates(current, startMonth);
  const previousDates = annualPeriodDates(previous, startMonth);
  if (!currentDates || !previousDates) return;
  const schoolIds = { LWS: lws, RPS: rps };
  const context = { today: todayText, schoolIds, preprimaryClasses };
  for (const plan of CURRENT_PLANS) {
    await seedPlan(db, plan, { ...context, period: current, dates: currentDates, withUnits: true });
  }
  await seedPlan(db, PREVIOUS_PLAN, { ...context, period: previous, dates: previousDates, withUnits: false });
  await leaveFormsToFill(db, { period: current, today: todayText, lakesideId: lws });
}
