import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { annualPlans, lessonPlanConsents, lessonPlans, schools, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { assignRoles } from '../seed/base';
import { BENCH_PASSWORD } from './dataset';

/*
 * Who the plan benchmarks sign in as, and what they call. The three kinds of user of the
 * visibility rule: a global Administrator (sees every plan), a Coordinator limited to school B3 (network-wide plans
 * of B3's classes, B3's own plans and lessons), and a Teacher of B3 (what a Teacher sees, plus the plans they sign).
 */

export const PLAN_BENCH_USERS = {
  global: 'bench-admin@bench.test',
  school: 'bench-coordinator@bench.test',
  /** A teacher of school B3 with teaching assignments (so consents) in the dataset. */
  teacher: 'staff3-5@bench.test',
} as const;
export type PlanBenchUser = keyof typeof PLAN_BENCH_USERS;

/** Adds the school-limited Coordinator (the Administrator and the teachers come with the datasets). */
export async function createPlanBenchUsers(db: Database) {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.schoolCode, 'B3'));
  if (!school) throw new Error('the dataset has no school B3');
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Coordinator',
      email: PLAN_BENCH_USERS.school,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      schoolId: school.id,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await assignRoles(db, user.id, [ROLE_NAMES.coordinator]);
}

/**
 * The plans the detail calls read: a lesson plan of AY26_27 in school B3 that the teacher signs, under a network-wide
 * annual plan (so every user sees all four levels, and the unit plan holds the lessons of all 50 schools).
 */
export async function planIdsForBench(db: Database) {
  const [row] = await db
    .select({
      lesson: lessonPlans.id,
      unit: lessonPlans.unitPlanId,
      tier: lessonPlans.tierPlanId,
      annual: lessonPlans.annualPlanId,
      gradeName: annualPlans.gradeName,
      subjectName: annualPlans.subjectName,
    })
    .from(lessonPlanConsents)
    .innerJoin(users, eq(users.id, lessonPlanConsents.userId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessonPlanConsents.lessonPlanId))
    .innerJoin(annualPlans, eq(annualPlans.id, lessonPlans.annualPlanId))
    .where(
      and(
        eq(users.email, PLAN_BENCH_USERS.teacher),
        isNull(annualPlans.schoolId),
        eq(annualPlans.annualPeriod, 'AY26_27'),
      ),
    )
    .orderBy(annualPlans.gradeName, lessonPlans.id)
    .limit(1);
  if (!row) throw new Error('the teacher signs no lesson plan of a network-wide plan of AY26_27');
  return row;
}

export type PlanBenchIds = Awaited<ReturnType<typeof planIdsForBench>>;

/** Per user: the list calls (the filtered lesson plan list first) and the four details. */
export function planCalls(ids: PlanBenchIds): [string, string][] {
  const filter = `annualPeriod=AY26_27&gradeName=${encodeURIComponent(ids.gradeName)}&subject=${encodeURIComponent(ids.subjectName)}`;
  return [
    ['lesson plans, filtered', `/api/lesson-plans?page=0&size=10&${filter}&schoolCode=B3&status=ACTIVE`],
    ['lesson plans, name', '/api/lesson-plans?page=0&size=10&name=unit%201%20tier_2%20ix%20english'],
    ['lesson plans', '/api/lesson-plans?page=0&size=10'],
    ['annual plans', '/api/annual-plans?page=0&size=10'],
    ['tier plans', '/api/tier-plans?page=0&size=10'],
    ['unit plans', '/api/unit-plans?page=0&size=10'],
    ['unit plans, filtered', `/api/unit-plans?page=0&size=10&${filter}&tierPlan=TIER_2`],
    ['annual plan detail', `/api/annual-plans/${ids.annual}`],
    ['tier plan detail', `/api/tier-plan/${ids.tier}`],
    ['unit plan detail', `/api/unit-plan/${ids.unit}`],
    ['lesson plan detail', `/api/lesson-plan/${ids.lesson}`],
  ];
}
