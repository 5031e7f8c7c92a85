import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PolicyCategory, RecordStatus } from '@school/contract';
import type { Database } from '../../db/client';
import { grades, policies, schools } from '../../db/schema';
import { filterBy, listOrder, nameSearch, versionedWrites } from '../../db/crud-sql';
import { type ListPage, offsetOf } from '../../lib/crud';
import { type SchoolScope, schoolCondition } from '../../lib/school-scope';
import { rowsAndTotal } from '../../db/rows-and-total';

/** A policy with the school and class it refers to. */
const policyWithReferences = {
  policy: policies,
  school: { id: schools.id, schoolCode: schools.schoolCode, schoolName: schools.schoolName, campus: schools.campus },
  gradeName: grades.gradeName,
};

function selectPolicies(db: Database) {
  return db
    .select(policyWithReferences)
    .from(policies)
    .innerJoin(schools, eq(schools.id, policies.schoolId))
    .leftJoin(grades, eq(grades.id, policies.gradeId));
}
export type PolicyRow = Awaited<ReturnType<typeof selectPolicies>>[number];

export async function findPolicy(db: Database, id: number) {
  const [row] = await selectPolicies(db).where(eq(policies.id, id));
  return row ?? null;
}

/** What the policy list may be filtered by; `scope` limits it to the schools the user sees. */
export interface PolicyListFilter extends ListPage {
  scope: SchoolScope;
  name?: string;
  schoolCode?: string;
  category?: PolicyCategory;
  academicYear?: string;
  status?: RecordStatus;
}

export async function listPolicies(db: Database, filter: PolicyListFilter) {
  const page = filter;
  const where = and(
    schoolCondition(filter.scope, policies.schoolId),
    nameSearch(filter.name, policies.policyName),
    filter.schoolCode ? sql`lower(${schools.schoolCode}) = lower(${filter.schoolCode})` : undefined,
    filter.category ? eq(policies.category, filter.category) : undefined,
    filter.academicYear ? eq(policies.academicYear, filter.academicYear) : undefined,
    filterBy(policies.status, filter.status),
  );
  return rowsAndTotal(
    selectPolicies(db)
      .where(where)
      .orderBy(
        ...listOrder(page.sort, { byName: [asc(policies.policyName)], id: policies.id, status: policies.status }),
      )
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(policies).innerJoin(schools, eq(schools.id, policies.schoolId)).where(where),
  );
}

/** Another policy of the school with the same name (case-insensitively) for the same academic year. */
export async function findSameNamedPolicyId(
  db: Database,
  values: { schoolId: number; policyName: string; academicYear: string },
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.schoolId, values.schoolId),
        eq(policies.academicYear, values.academicYear),
        sql`lower(${policies.policyName}) = lower(${values.policyName})`,
        exceptId === undefined ? undefined : ne(policies.id, exceptId),
      ),
    );
  return row?.id ?? null;
}

export async function findSchoolId(db: Database, id: number) {
  const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id));
  return row?.id ?? null;
}

export async function findGradeSchoolId(db: Database, gradeId: number) {
  const [row] = await db.select({ schoolId: grades.schoolId }).from(grades).where(eq(grades.id, gradeId));
  return row?.schoolId ?? null;
}

/** Versioned update and status change of a policy. */
export const policyWrites = versionedWrites(policies);

export async function insertPolicy(db: Database, values: typeof policies.$inferInsert) {
  const [row] = await db.insert(policies).values(values).returning({ id: policies.id });
  if (!row) throw new Error('policy insert returned nothing');
  return row.id;
}
