import { type AnyColumn, getTableName, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import {
  annualPeriodLabel,
  type CurriculumContext,
  type PlanAbilityRecord,
  type PlanAbilityUser,
  planAbilities,
} from '@school/contract';
import type { Database } from '../../db/client';
import { type annualPlans, schools, users } from '../../db/schema';
import { auditOf } from '../../lib/crud';
import type { AuthContext } from '../../plugins/access';

/**
 * A column named with its table ("unit_plans"."id"), for correlated subqueries: drizzle leaves columns unqualified
 * in a select from one table, where the subquery's own table would then answer for them.
 */
export const qualified = (table: Table, column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** Pieces every plan module shares: the curriculum of a plan, people's names, abilities. */

export type AnnualPlanRow = typeof annualPlans.$inferSelect;
export type SchoolRow = Pick<typeof schools.$inferSelect, 'id' | 'schoolCode' | 'schoolName' | 'campus'>;

export const planSchoolColumns = {
  id: schools.id,
  schoolCode: schools.schoolCode,
  schoolName: schools.schoolName,
  campus: schools.campus,
};

/** The curriculumContext of any plan, from its annual plan (and the school: the annual plan's or the lesson's). */
export function curriculumContextOf(annual: AnnualPlanRow, school: SchoolRow | null): CurriculumContext {
  return {
    school: school ? { ...school } : null,
    gradeName: annual.gradeName,
    className: annual.gradeName,
    annualPeriod: annual.annualPeriod,
    annualPeriodName: annualPeriodLabel(annual.annualPeriod),
    subject: { id: annual.subjectId, subject: annual.subjectName },
    subjectName: annual.subjectName,
    subjectValue: annual.subjectValue,
  };
}

/** The parent of a record as breadcrumbs show it. */
export const parentOf = (row: { id: number; name: string; status: string; startDate: string; endDate: string }) => ({
  id: row.id,
  name: row.name,
  status: row.status as 'ACTIVE' | 'COMPLETED' | 'INACTIVE',
  start: row.startDate,
  end: row.endDate,
});

/** 'First Last' of each email (case-insensitive), in one query; a missing user keeps the email. */
export async function namesOfEmails(
  db: Database,
  emails: (string | null)[],
): Promise<(email: string | null) => string | null> {
  const wanted = [...new Set(emails.filter((email): email is string => !!email).map((email) => email.toLowerCase()))];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, wanted));
  const names = new Map(found.map((user) => [user.email.toLowerCase(), `${user.firstName} ${user.lastName}`.trim()]));
  return (email) => (email ? (names.get(email.toLowerCase()) ?? email) : null);
}

type AuditRow = Parameters<typeof auditOf>[0];

/** The audit fields of a plan with the people's names. */
export function planAuditOf(row: AuditRow, nameOf: (email: string | null) => string | null) {
  return {
    ...auditOf(row),
    createdByName: nameOf(row.createdBy),
    lastUpdatedByName: nameOf(row.lastUpdatedBy),
  };
}

/** The user as the ability rules see them. */
export const abilityUserOf = (auth: AuthContext): PlanAbilityUser => ({
  email: auth.email,
  roleNames: auth.roleNames,
  privileges: auth.privileges,
});

export const abilitiesOf = (auth: AuthContext, record: PlanAbilityRecord) => planAbilities(abilityUserOf(auth), record);
