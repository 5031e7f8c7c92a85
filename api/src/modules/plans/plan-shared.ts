import { type AnyColumn, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import {
  annualPeriodLabel,
  type CurriculumContext,
  type PlanAbilityRecord,
  type PlanAbilityUser,
  planAbilities,
} from '@school/contract';
import type { Database } from '../../db/client';
import { qualified } from '../../db/sql';
import { preparedStatements } from '../../lib/prepared';
import { type annualPlans, lovItems, lovs, schools, users } from '../../db/schema';
import { auditOf } from '../../lib/crud';
import type { AuthContext } from '../auth/auth-context';

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
const namesOfEmailsStatement = preparedStatements('plan_person_names', (db, _shape: undefined, name) =>
  db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.placeholder('emails')})`)
    .prepare(name),
);

export async function namesOfEmails(
  db: Database,
  emails: (string | null)[],
): Promise<(email: string | null) => string | null> {
  const wanted = [...new Set(emails.filter((email): email is string => !!email).map((email) => email.toLowerCase()))];
  const found = wanted.length === 0 ? [] : await namesOfEmailsStatement(db, undefined).execute({ emails: wanted });
  const names = new Map(found.map((user) => [user.email.toLowerCase(), `${user.firstName} ${user.lastName}`.trim()]));
  return (email) => (email ? (names.get(email.toLowerCase()) ?? email) : null);
}

/**
 * 'First Last' of the user whose email a column holds, or null: a correlated subquery, so a page of plans needs no
 * statement of its own for people's names. Every column is named with its table.
 */
export function personName(table: Table, column: AnyColumn): SQL<string | null> {
  const usersTable = sql.identifier(getTableName(users));
  return sql<
    string | null
  >`(select ${usersTable}.${sql.identifier(users.firstName.name)} || ' ' || ${usersTable}.${sql.identifier(users.lastName.name)} from ${users} where lower(${usersTable}.${sql.identifier(users.email.name)}) = lower(${qualified(table, column)}) limit 1)`;
}

/** The display name of a value of a list of values (by the list's name), or null: a correlated subquery. */
export function lovValueName(lovName: string, table: Table, column: AnyColumn): SQL<string | null> {
  const items = sql.identifier(getTableName(lovItems));
  const lists = sql.identifier(getTableName(lovs));
  return sql<
    string | null
  >`(select ${items}."name" from ${lovItems} join ${lovs} on ${lists}."id" = ${items}."lov_id" where lower(${lists}."name") = ${lovName.toLowerCase()} and lower(${items}."value") = lower(${qualified(table, column)}) order by ${items}."id" limit 1)`;
}

/** A name lookup from rows that carry people's names beside their emails (personName columns). */
export function namesFromRows(
  rows: { email: string | null; name: string | null }[],
): (email: string | null) => string | null {
  const names = new Map<string, string>();
  for (const row of rows) if (row.email && row.name) names.set(row.email.toLowerCase(), row.name);
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
