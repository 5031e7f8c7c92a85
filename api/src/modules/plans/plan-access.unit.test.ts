import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import {
  annualPlansOfSchool,
  annualPlanVisible,
  annualPlanVisibleOf,
  type GradeLimit,
  gradeLimitsOf,
  inlineArgs,
  lessonOfVisibleUnit,
  lessonPlanVisible,
  lessonPlanVisibleOf,
  mayPlanFor,
  type PlanScope,
  placeholderArgs,
  planScopeOf,
  type ScopeShape,
  scopeShapeOf,
  scopeValuesOf,
  tierPlanVisible,
  unitPlanVisible,
  unitPlanVisibleOf,
} from './plan-access';
import type { AuthContext } from '../auth/auth-context';

/*
 * The record-access rules without a database: the conditions are rendered with Drizzle's PostgreSQL dialect and
 * their text and parameters are held to the rule; the two functions that read the database are given a Drizzle
 * database whose client records each statement and answers the rows the test chooses. plan-access.test.ts runs the
 * same rules against a database.
 */

const dialect = new PgDialect();

/** The SQL text and parameters of a condition; placeholders are shown as `:name`. */
function render(condition: SQL | undefined): { sql: string; params: unknown[] } {
  if (condition === undefined) throw new Error('expected a condition, got none (every plan)');
  const query = dialect.sqlToQuery(condition);
  return {
    sql: query.sql,
    params: query.params.map((param) => (param instanceof Placeholder ? `:${param.name}` : param)),
  };
}

// The fragments of the rules, with the parameter numbers they take.
const annualOfSchool = (first: number, second: number, annual = 'annual_plans') =>
  `("${annual}"."school_id" = $${first} or ("${annual}"."school_id" is null and lower("${annual}"."grade_name") in (select lower("grades"."grade_name") from "grades" where "grades"."school_id" = $${second} and "grades"."status" = 'ACTIVE')))`;
// The lesson rule's annual plans: a subquery over annual_plans under another name.
const VISIBLE_ANNUAL = 'visible_annual_plans';
const visibleAnnualIds = (rule: string) =>
  `(select "${VISIBLE_ANNUAL}"."id" from "annual_plans" "${VISIBLE_ANNUAL}" where ${rule})`;
const ofVisibleAnnual = (rule: string) => `"lesson_plans"."annual_plan_id" in ${visibleAnnualIds(rule)}`;
// `= any` (SQL): units of those annual plans, and the units the user signs (or signs a lesson of).
const unitsOfVisibleAnnual = (rule: string) => `"unit_plans"."annual_plan_id" = any(array${visibleAnnualIds(rule)})`;
const signedUnits = (first: number, second: number) => `"unit_plans"."id" = any(array${unitConsents(first, second)})`;
const annualConsents = (first: number, second: number) =>
  `(select "unit_plan_consents"."annual_plan_id" from "unit_plan_consents" where "unit_plan_consents"."user_id" = $${first} union select "lesson_plan_consents"."annual_plan_id" from "lesson_plan_consents" where "lesson_plan_consents"."user_id" = $${second})`;
const unitConsents = (first: number, second: number) =>
  `(select "unit_plan_consents"."unit_plan_id" from "unit_plan_consents" where "unit_plan_consents"."user_id" = $${first} union select "lesson_plan_consents"."unit_plan_id" from "lesson_plan_consents" where "lesson_plan_consents"."user_id" = $${second})`;
const lessonConsents = (param: number) =>
  `(select "lesson_plan_consents"."lesson_plan_id" from "lesson_plan_consents" where "lesson_plan_consents"."user_id" = $${param})`;
// The three fragments below use PostgreSQL's `= any(…)` array operator, as drizzle renders inArray: SQL text, not a type.
// `= any` (SQL): the lesson plans the user signs.
const signedLessons = (param: number) => `"lesson_plans"."id" = any(array${lessonConsents(param)})`;
// `= any` (SQL): a class name among the user's grade limits.
const everyGradeOf = (param: number, annual = 'annual_plans') => `lower("${annual}"."grade_name") = any($${param})`;
const gradeSubjectsOf = (grade: number, subjects: number, annual = 'annual_plans') =>
  // `= any` (SQL): a subject among those chosen for the grade.
  `(lower("${annual}"."grade_name") = $${grade} and lower("${annual}"."subject_name") = any($${subjects}))`;

const scopeOf = (fields: Partial<PlanScope>): PlanScope => ({
  userId: 7,
  email: 'teacher@example.org',
  allSchools: false,
  schoolId: 4,
  grades: null,
  ...fields,
});
const globalUser = scopeOf({ allSchools: true, schoolId: null });
const schoolUser = scopeOf({});
const schoolless = scopeOf({ schoolId: null });

const row = (
  userRoleId: number,
  userRoleGradeId: number | null,
  gradeName: string | null,
  subjectName: string | null,
) => ({
  userRoleId,
  userRoleGradeId,
  gradeName,
  subjectName,
});

describe('grade limits of a user (gradeLimitsOf)', () => {
  it('a user without any role assignment has no grade limit', () => {
    expect(gradeLimitsOf([])).toBeNull();
  });

  it('a role assignment without grades lifts every limit, even beside a role limited to grades', () => {
    expect(gradeLimitsOf([row(1, null, null, null)])).toBeNull();
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(2, null, null, null)])).toBeNull();
    expect(gradeLimitsOf([row(2, null, null, null), row(1, 10, 'V', 'Maths')])).toBeNull();
  });

  it('a row without a grade id, or whose grade has no name, counts as an assignment without grades', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', null), row(2, null, 'VI', null)])).toBeNull();
    expect(gradeLimitsOf([row(1, 10, 'V', null), row(2, 11, null, null)])).toBeNull();
  });

  it('a role that has grades stays limited to them even when one of its rows has none', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(1, null, null, null)])).toEqual([
      { gradeName: 'v', subjectNames: ['maths'] },
    ]);
    // One role without grades among several: the user is not limited.
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(1, null, null, null), row(2, null, null, null)])).toBeNull();
  });

  it('class and subject names are trimmed and lower-cased', () => {
    expect(gradeLimitsOf([row(1, 10, '  Grade V ', ' Maths  ')])).toEqual([
      { gradeName: 'grade v', subjectNames: ['maths'] },
    ]);
  });

  it('a grade assignment without subjects allows every subject of it', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', null)])).toEqual([{ gradeName: 'v', subjectNames: null }]);
  });

  it('the subjects of one grade assignment are gathered from its rows, sorted', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(1, 10, 'V', 'English'), row(1, 10, 'V', 'Art')])).toEqual([
      { gradeName: 'v', subjectNames: ['art', 'english', 'maths'] },
    ]);
  });

  it('two assignments of one class name give the union of their subjects, without repeats', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(2, 11, 'v', 'English'), row(2, 11, 'v', 'maths')])).toEqual([
      { gradeName: 'v', subjectNames: ['english', 'maths'] },
    ]);
  });

  it('an assignment of a class name without subjects allows every subject, whichever assignment comes first', () => {
    expect(gradeLimitsOf([row(1, 10, 'V', 'Maths'), row(2, 11, 'V', null)])).toEqual([
      { gradeName: 'v', subjectNames: null },
    ]);
    expect(gradeLimitsOf([row(2, 11, 'V', null), row(1, 10, 'V', 'Maths')])).toEqual([
      { gradeName: 'v', subjectNames: null },
    ]);
  });

  it('the limits are listed by class name', () => {
    expect(gradeLimitsOf([row(1, 10, 'VII', null), row(1, 11, 'V', 'Maths'), row(1, 12, 'VI', null)])).toEqual([
      { gradeName: 'v', subjectNames: ['maths'] },
      { gradeName: 'vi', subjectNames: null },
      { gradeName: 'vii', subjectNames: null },
    ]);
  });
});

describe('the shape and values of a scope', () => {
  const limits: GradeLimit[] = [
    { gradeName: 'v', subjectNames: null },
    { gradeName: 'vi', subjectNames: ['maths'] },
    { gradeName: 'vii', subjectNames: ['art', 'english'] },
  ];

  it('a global user without grade limits: all schools, no school, no grades', () => {
    expect(scopeShapeOf(globalUser)).toEqual({ all: true, school: false, grades: null });
    // Strict: no grade{i} or subjects{i} key at all, not even an undefined one.
    expect(scopeValuesOf(globalUser)).toStrictEqual({ userId: 7, schoolId: null, everyGrade: [] });
  });

  it('a school-limited user has a school exactly when their school is known', () => {
    expect(scopeShapeOf(schoolUser)).toEqual({ all: false, school: true, grades: null });
    expect(scopeShapeOf(schoolless)).toEqual({ all: false, school: false, grades: null });
    expect(scopeValuesOf(schoolUser)).toEqual({ userId: 7, schoolId: 4, everyGrade: [] });
  });

  it('grade limits: whether a class name allows every subject, and how many limit subjects', () => {
    expect(scopeShapeOf(scopeOf({ grades: limits })).grades).toEqual({ every: true, limited: 2 });
    expect(scopeShapeOf(scopeOf({ grades: limits.slice(1) })).grades).toEqual({ every: false, limited: 2 });
    expect(scopeShapeOf(scopeOf({ grades: limits.slice(0, 1) })).grades).toEqual({ every: true, limited: 0 });
    expect(scopeShapeOf(scopeOf({ grades: [] })).grades).toEqual({ every: false, limited: 0 });
  });

  it('grade values: the class names of every subject in one list, each subject-limited one with its subjects', () => {
    expect(scopeValuesOf(scopeOf({ grades: limits }))).toEqual({
      userId: 7,
      schoolId: 4,
      everyGrade: ['v'],
      grade0: 'vi',
      subjects0: ['maths'],
      grade1: 'vii',
      subjects1: ['art', 'english'],
    });
  });
});

describe('the values of a rule: inline or placeholders', () => {
  it('inline values become one parameter each, an array staying one array parameter', () => {
    const arg = inlineArgs({ schoolId: 4, everyGrade: ['v', 'vi'] });
    expect(render(sql`${arg('schoolId')} ${arg('everyGrade')}`)).toEqual({ sql: '$1 $2', params: [4, ['v', 'vi']] });
  });

  it('placeholders are named by the value they stand for', () => {
    expect(render(sql`${placeholderArgs('schoolId')}`)).toEqual({ sql: '$1', params: [':schoolId'] });
  });
});

describe('annual plans of a school (annualPlansOfSchool)', () => {
  it("are the school's own plans and the network-wide plans of its ACTIVE class names", () => {
    expect(render(annualPlansOfSchool(4))).toEqual({ sql: annualOfSchool(1, 2), params: [4, 4] });
  });

  it('take the school as a subquery too (the school filter of lists)', () => {
    const rendered = render(annualPlansOfSchool(sql`(select 9)`));
    expect(rendered.params).toEqual([]);
    expect(rendered.sql).toBe(annualOfSchool(1, 2).replace('$1', '(select 9)').replace('$2', '(select 9)'));
  });
});

describe('which plans a global user sees', () => {
  it('every plan at every level: no condition', () => {
    for (const visible of [annualPlanVisible, tierPlanVisible, unitPlanVisible, lessonPlanVisible]) {
      expect(visible(globalUser)).toBeUndefined();
    }
    expect(lessonOfVisibleUnit(globalUser)).toBeUndefined();
    const shape: ScopeShape = { all: true, school: false, grades: null };
    expect(annualPlanVisibleOf(shape, placeholderArgs)).toBeUndefined();
    expect(unitPlanVisibleOf(shape, placeholderArgs)).toBeUndefined();
    expect(lessonPlanVisibleOf(shape, placeholderArgs)).toBeUndefined();
  });

  it('a global user who has a school on record is still not limited to it', () => {
    const scope = scopeOf({ allSchools: true, schoolId: 4 });
    expect(annualPlanVisible(scope)).toBeUndefined();
    expect(lessonPlanVisible(scope)).toBeUndefined();
    expect(lessonOfVisibleUnit(scope)).toBeUndefined();
  });
});

describe('which plans a school-limited user sees', () => {
  it("annual and tier plans: their school's and the network-wide ones of its class names, or ones they sign under", () => {
    const expected = {
      sql: `(${annualOfSchool(1, 2)} or "annual_plans"."id" = any(array${annualConsents(3, 4)}))`,
      params: [4, 4, 7, 7],
    };
    expect(render(annualPlanVisible(schoolUser))).toEqual(expected);
    expect(render(tierPlanVisible(schoolUser))).toEqual(expected);
  });

  it('unit plans: those of the annual plans of their school, or ones they sign (or sign a lesson of)', () => {
    expect(render(unitPlanVisible(schoolUser))).toEqual({
      sql: `(${unitsOfVisibleAnnual(annualOfSchool(1, 2, VISIBLE_ANNUAL))} or ${signedUnits(3, 4)})`,
      params: [4, 4, 7, 7],
    });
  });

  it("lesson plans: also limited to their school's lessons, or ones they sign", () => {
    expect(render(lessonPlanVisible(schoolUser))).toEqual({
      sql: `((${ofVisibleAnnual(annualOfSchool(1, 2, VISIBLE_ANNUAL))} and "lesson_plans"."school_id" = $3) or ${signedLessons(4)})`,
      params: [4, 4, 4, 7],
    });
  });

  it("lessons of a visible unit: their school's, or ones they sign", () => {
    expect(render(lessonOfVisibleUnit(schoolUser))).toEqual({
      sql: `("lesson_plans"."school_id" = $1 or "lesson_plans"."id" in ${lessonConsents(2)})`,
      params: [4, 7],
    });
  });

  it('the prepared rules name their values as placeholders', () => {
    const shape: ScopeShape = { all: false, school: true, grades: null };
    expect(render(annualPlanVisibleOf(shape, placeholderArgs)).params).toEqual([
      ':schoolId',
      ':schoolId',
      ':userId',
      ':userId',
    ]);
    expect(render(lessonPlanVisibleOf(shape, placeholderArgs)).params).toEqual([
      ':schoolId',
      ':schoolId',
      ':schoolId',
      ':userId',
    ]);
  });
});

describe('which plans a school-limited user without a school sees', () => {
  it('no plan at any level but the ones they sign under', () => {
    expect(render(annualPlanVisible(schoolless))).toEqual({
      sql: `(false or "annual_plans"."id" = any(array${annualConsents(1, 2)}))`,
      params: [7, 7],
    });
    expect(render(unitPlanVisible(schoolless))).toEqual({
      sql: `(${unitsOfVisibleAnnual('false')} or ${signedUnits(1, 2)})`,
      params: [7, 7],
    });
    expect(render(lessonPlanVisible(schoolless))).toEqual({
      sql: `((${ofVisibleAnnual('false')} and false) or ${signedLessons(1)})`,
      params: [7],
    });
    expect(render(lessonOfVisibleUnit(schoolless))).toEqual({
      sql: `(false or "lesson_plans"."id" in ${lessonConsents(1)})`,
      params: [7],
    });
  });
});

describe('which plans a grade-limited user sees', () => {
  it('a global user limited to class names of every subject: the plans of those class names, or ones they sign', () => {
    const scope = scopeOf({ allSchools: true, schoolId: null, grades: [{ gradeName: 'v', subjectNames: null }] });
    expect(render(annualPlanVisible(scope))).toEqual({
      sql: `(${everyGradeOf(1)} or "annual_plans"."id" = any(array${annualConsents(2, 3)}))`,
      params: [['v'], 7, 7],
    });
    expect(render(unitPlanVisible(scope))).toEqual({
      sql: `(${unitsOfVisibleAnnual(everyGradeOf(1, VISIBLE_ANNUAL))} or ${signedUnits(2, 3)})`,
      params: [['v'], 7, 7],
    });
    // No school limit on lessons for a global user: the grade rule only.
    expect(render(lessonPlanVisible(scope))).toEqual({
      sql: `(${ofVisibleAnnual(everyGradeOf(1, VISIBLE_ANNUAL))} or ${signedLessons(2)})`,
      params: [['v'], 7],
    });
  });

  it('limited to subjects of a class name: the plans of that class name and those subjects only', () => {
    const scope = scopeOf({ allSchools: true, schoolId: null, grades: [{ gradeName: 'vi', subjectNames: ['maths'] }] });
    expect(render(annualPlanVisible(scope))).toEqual({
      sql: `(${gradeSubjectsOf(1, 2)} or "annual_plans"."id" = any(array${annualConsents(3, 4)}))`,
      params: ['vi', ['maths'], 7, 7],
    });
  });

  it('several limits: a plan matching any of them', () => {
    const scope = scopeOf({
      allSchools: true,
      schoolId: null,
      grades: [
        { gradeName: 'v', subjectNames: null },
        { gradeName: 'vi', subjectNames: ['maths'] },
        { gradeName: 'vii', subjectNames: ['art', 'english'] },
      ],
    });
    expect(render(annualPlanVisible(scope))).toEqual({
      sql: `((${everyGradeOf(1)} or ${gradeSubjectsOf(2, 3)} or ${gradeSubjectsOf(4, 5)}) or "annual_plans"."id" = any(array${annualConsents(6, 7)}))`,
      params: [['v'], 'vi', ['maths'], 'vii', ['art', 'english'], 7, 7],
    });
    const limitedOnly = { ...scope, grades: (scope.grades ?? []).slice(1) };
    expect(render(annualPlanVisible(limitedOnly))).toEqual({
      sql: `((${gradeSubjectsOf(1, 2)} or ${gradeSubjectsOf(3, 4)}) or "annual_plans"."id" = any(array${annualConsents(5, 6)}))`,
      params: ['vi', ['maths'], 'vii', ['art', 'english'], 7, 7],
    });
  });

  it('an empty list of limits allows no plan but the ones they sign', () => {
    const scope = scopeOf({ allSchools: true, schoolId: null, grades: [] });
    expect(render(annualPlanVisible(scope))).toEqual({
      sql: `(false or "annual_plans"."id" = any(array${annualConsents(1, 2)}))`,
      params: [7, 7],
    });
  });

  it('a school-limited user limited to grades: both the school rule and the grade rule', () => {
    const scope = scopeOf({ grades: [{ gradeName: 'vi', subjectNames: ['maths'] }] });
    expect(render(annualPlanVisible(scope))).toEqual({
      sql: `((${annualOfSchool(1, 2)} and ${gradeSubjectsOf(3, 4)}) or "annual_plans"."id" = any(array${annualConsents(5, 6)}))`,
      params: [4, 4, 'vi', ['maths'], 7, 7],
    });
    expect(render(unitPlanVisible(scope))).toEqual({
      sql: `(${unitsOfVisibleAnnual(`(${annualOfSchool(1, 2, VISIBLE_ANNUAL)} and ${gradeSubjectsOf(3, 4, VISIBLE_ANNUAL)})`)} or ${signedUnits(5, 6)})`,
      params: [4, 4, 'vi', ['maths'], 7, 7],
    });
    expect(render(lessonPlanVisible(scope))).toEqual({
      sql: `((${ofVisibleAnnual(`(${annualOfSchool(1, 2, VISIBLE_ANNUAL)} and ${gradeSubjectsOf(3, 4, VISIBLE_ANNUAL)})`)} and "lesson_plans"."school_id" = $5) or ${signedLessons(6)})`,
      params: [4, 4, 'vi', ['maths'], 4, 7],
    });
    // The lessons of a visible unit follow the unit's grade rule: only the school and consents here.
    expect(render(lessonOfVisibleUnit(scope))).toEqual({
      sql: `("lesson_plans"."school_id" = $1 or "lesson_plans"."id" in ${lessonConsents(2)})`,
      params: [4, 7],
    });
  });

  it('the prepared grade rule names its values as placeholders', () => {
    const shape: ScopeShape = { all: true, school: false, grades: { every: true, limited: 2 } };
    expect(render(annualPlanVisibleOf(shape, placeholderArgs)).params).toEqual([
      ':everyGrade',
      ':grade0',
      ':subjects0',
      ':grade1',
      ':subjects1',
      ':userId',
      ':userId',
    ]);
  });
});

/** A statement the fake database was sent. */
interface Sent {
  name: string | undefined;
  text: string;
  params: unknown[];
}

/** A Drizzle database whose client records each statement and answers the rows `answer` gives (arrays, in order). */
function fakeDatabase(answer: (sent: Sent) => unknown[][]) {
  const sent: Sent[] = [];
  const client = {
    query: async (config: { name?: string; text: string }, params: unknown[]) => {
      const statement = { name: config.name, text: config.text, params };
      sent.push(statement);
      return { rows: answer(statement), rowCount: null, fields: [] };
    },
  };
  // The client answers only `query`, all Drizzle's node-postgres session calls outside transactions.
  const db: Database = drizzle({ client: client as unknown as pg.Pool, schema });
  return { db, sent };
}

const authOf = (fields: Partial<AuthContext>): AuthContext =>
  ({ userId: 7, email: 'teacher@example.org', schoolId: 4, limitedToSchool: true, ...fields }) as AuthContext; // Only the fields planScopeOf reads.

describe('the scope of a signed-in user (planScopeOf)', () => {
  it("reads the grade and subject limits of the user's ACTIVE roles, in one prepared statement", async () => {
    const { db, sent } = fakeDatabase(() => [[1, 10, 'V', 'Maths']]);
    const scope = await planScopeOf(db, authOf({}));
    expect(scope).toEqual({
      userId: 7,
      email: 'teacher@example.org',
      allSchools: false,
      schoolId: 4,
      grades: [{ gradeName: 'v', subjectNames: ['maths'] }],
    });
    expect(sent).toHaveLength(1);
    const [statement] = sent;
    expect(statement?.name).toMatch(/^plan_scope_\d+$/);
    expect(statement?.text).toContain(
      'inner join "roles" on ("roles"."id" = "user_roles"."role_id" and "roles"."status" = $1)',
    );
    expect(statement?.text).toMatch(/ where "user_roles"."user_id" = \$2$/);
    expect(statement?.params).toEqual(['ACTIVE', 7]);
  });

  it('a school-limited user is limited to their school; a global user to none', async () => {
    const { db } = fakeDatabase(() => []);
    expect(await planScopeOf(db, authOf({ limitedToSchool: true, schoolId: 4 }))).toMatchObject({
      allSchools: false,
      schoolId: 4,
      grades: null,
    });
    expect(await planScopeOf(db, authOf({ limitedToSchool: true, schoolId: null }))).toMatchObject({
      allSchools: false,
      schoolId: null,
    });
    expect(await planScopeOf(db, authOf({ limitedToSchool: false, schoolId: 4 }))).toMatchObject({
      allSchools: true,
      schoolId: null,
    });
  });
});

describe('whether a user may plan for a class name before the plan exists (mayPlanFor)', () => {
  const plan = (schoolId: number | null, gradeName: string, subjectName = 'Maths') => ({
    schoolId,
    gradeName,
    subjectName,
  });

  it('a global user may plan for any school and class name, without a query', async () => {
    const { db, sent } = fakeDatabase(() => []);
    expect(await mayPlanFor(db, globalUser, plan(null, 'V'))).toBe(true);
    expect(await mayPlanFor(db, globalUser, plan(9, 'V'))).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a grade-limited user may plan only for their class names and subjects (names compared in lower case)', async () => {
    const { db, sent } = fakeDatabase(() => []);
    const scope = scopeOf({
      allSchools: true,
      schoolId: null,
      grades: [
        { gradeName: 'v', subjectNames: null },
        { gradeName: 'vi', subjectNames: ['maths'] },
      ],
    });
    expect(await mayPlanFor(db, scope, plan(null, 'VII'))).toBe(false);
    expect(await mayPlanFor(db, scope, plan(null, ' V ', 'Art'))).toBe(true);
    expect(await mayPlanFor(db, scope, plan(null, 'VI', ' MATHS '))).toBe(true);
    expect(await mayPlanFor(db, scope, plan(null, 'VI', 'English'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a school-limited user without a school may plan for nothing', async () => {
    const { db, sent } = fakeDatabase(() => [[1]]);
    expect(await mayPlanFor(db, schoolless, plan(null, 'V'))).toBe(false);
    expect(await mayPlanFor(db, schoolless, plan(4, 'V'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a school-limited user may plan a school-specific plan of their own school only, without a query', async () => {
    const { db, sent } = fakeDatabase(() => [[1]]);
    expect(await mayPlanFor(db, schoolUser, plan(4, 'V'))).toBe(true);
    expect(await mayPlanFor(db, schoolUser, plan(5, 'V'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a school-limited user may plan a network-wide plan of a class name their school has ACTIVE', async () => {
    const has = fakeDatabase(() => [[31]]);
    expect(await mayPlanFor(has.db, schoolUser, plan(null, ' V '))).toBe(true);
    expect(has.sent).toHaveLength(1);
    expect(has.sent[0]?.text).toBe(
      'select "id" from "grades" where ("grades"."school_id" = $1 and "grades"."status" = $2 and lower("grades"."grade_name") = $3) limit $4',
    );
    expect(has.sent[0]?.params).toEqual([4, 'ACTIVE', 'v', 1]);

    const hasNot = fakeDatabase(() => []);
    expect(await mayPlanFor(hasNot.db, schoolUser, plan(null, 'IX'))).toBe(false);
    expect(hasNot.sent[0]?.params).toEqual([4, 'ACTIVE', 'ix', 1]);
  });

  it('a grade-limited school user needs both: the class name in their limits and in their school', async () => {
    const { db, sent } = fakeDatabase(() => [[31]]);
    const scope = scopeOf({ grades: [{ gradeName: 'v', subjectNames: ['maths'] }] });
    expect(await mayPlanFor(db, scope, plan(null, 'VI'))).toBe(false);
    expect(sent).toEqual([]);
    expect(await mayPlanFor(db, scope, plan(null, 'V'))).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
