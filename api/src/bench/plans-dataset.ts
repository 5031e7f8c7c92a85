import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/*
 * Plans of a network of realistic size (issue 7 section 9), written with set-based inserts over the bench network
 * (dataset.ts): for the classes of every school, network-wide annual plans for each class name and subject (classes
 * VI, VII and VIII school-specific, one plan per school), for the current and the previous period; 3 tiers of 2 topics
 * (2 sub topics each), 4 units of 3 sub units per tier; in the current period each unit has lessons in every school it
 * covers (3 per school for network-wide units, 5 for school-specific ones) with one consent each, and each unit one
 * consent per school. On 50 schools of 12 classes and 8 subjects: about 2,700 annual plans, 31,000 unit plans and
 * 200,000 lesson plans.
 */

export const PLAN_BENCH = {
  current: { period: 'AY26_27', start: '2026-04-01', end: '2027-03-31' },
  previous: { period: 'AY25_26', start: '2025-04-01', end: '2026-03-31' },
  schoolSpecific: ['VI', 'VII', 'VIII'],
  /** Units whose end is before this date are COMPLETED, as are their lessons. */
  completedBefore: '2026-11-01',
};

const run = async (db: Database, statement: ReturnType<typeof sql>) => {
  const start = Date.now();
  const result = await db.execute(statement);
  if (process.env.BENCH_VERBOSE) console.log(Date.now() - start, 'ms');
  return result;
};

export async function buildPlanDataset(db: Database) {
  // One transaction: one connection of a pool, which the temporary table needs.
  await db.transaction((tx) => insertPlans(tx));
  await run(db, sql`analyze`);
  const counts = await db.execute(
    sql`select (select count(*) from annual_plans)::int as annual, (select count(*) from unit_plans)::int as units, (select count(*) from lesson_plans)::int as lessons, (select count(*) from lesson_plan_consents)::int as consents`,
  );
  const rows =
    (counts as unknown as { rows?: Record<string, number>[] }).rows ?? (counts as unknown as Record<string, number>[]);
  return rows[0] ?? {};
}

async function insertPlans(db: Database) {
  const { current, previous, completedBefore } = PLAN_BENCH;
  // The rows are consistent by construction: skip the foreign-key triggers of this bulk load (superuser, this
  // transaction only), which otherwise cost most of its time.
  await run(db, sql`set local session_replication_role = replica`);
  const specific = sql.join(
    PLAN_BENCH.schoolSpecific.map((name) => sql`${name}`),
    sql`, `,
  );
  const periods = sql`(values (${current.period}, ${current.start}::date, ${current.end}::date), (${previous.period}, ${previous.start}::date, ${previous.end}::date)) as p(period, start_date, end_date)`;
  // A teacher per school, class name and subject name: the lowest id among those assigned (Manage Teachers).
  await run(
    db,
    sql`create temporary table bench_teachers as select g.school_id, g.grade_name, s.subject_name, min(t.user_id) as user_id from section_subject_teachers t join class_sections c on c.id = t.section_id join grades g on g.id = c.grade_id join subjects s on s.id = t.subject_id group by g.school_id, g.grade_name, s.subject_name`,
  );
  await run(db, sql`analyze bench_teachers`);
  // Network-wide plans: the classes and subjects of the first school.
  await run(
    db,
    sql`insert into annual_plans (name, status, start_date, end_date, annual_period, grade_name, subject_id, subject_name, subject_value, school_id, created_by, last_updated_by)
      select s.subject_name || ' ' || g.grade_name || ' ' || p.period, case when p.period = ${previous.period} then 'COMPLETED' else 'ACTIVE' end,
        p.start_date, p.end_date, p.period, g.grade_name, s.id, s.subject_name, s.subject_value, null, 'bench', 'bench'
      from grades g join subjects s on s.grade_id = g.id cross join ${periods}
      where g.school_id = (select min(id) from schools where school_code like 'B%') and g.grade_name not in (${specific})`,
  );
  await run(
    db,
    sql`insert into annual_plans (name, status, start_date, end_date, annual_period, grade_name, subject_id, subject_name, subject_value, school_id, created_by, last_updated_by)
      select s.subject_name || ' ' || g.grade_name || ' ' || sc.school_code || ' ' || p.period, case when p.period = ${previous.period} then 'COMPLETED' else 'ACTIVE' end,
        p.start_date, p.end_date, p.period, g.grade_name, s.id, s.subject_name, s.subject_value, g.school_id, 'bench', 'bench'
      from grades g join schools sc on sc.id = g.school_id join subjects s on s.grade_id = g.id cross join ${periods}
      where sc.school_code like 'B%' and g.grade_name in (${specific})`,
  );
  await run(
    db,
    sql`insert into tier_plans (annual_plan_id, name, value, status, start_date, end_date, created_by, last_updated_by)
      select a.id, 'Term ' || t, 'TIER_' || t, a.status, (a.start_date + make_interval(months => (t - 1) * 4))::date,
        (a.start_date + make_interval(months => t * 4))::date - 1, 'bench', 'bench'
      from annual_plans a cross join generate_series(1, 3) t`,
  );
  await run(
    db,
    sql`insert into topics (tier_plan_id, name, sort_order) select t.id, 'Topic ' || n, n from tier_plans t cross join generate_series(1, 2) n`,
  );
  await run(
    db,
    sql`insert into sub_topics (topic_id, name, sort_order) select t.id, t.name || '.' || n, n from topics t cross join generate_series(1, 2) n`,
  );
  await run(
    db,
    sql`insert into unit_plans (tier_plan_id, annual_plan_id, name, status, start_date, end_date, created_by, last_updated_by)
      select t.id, t.annual_plan_id, 'Unit ' || t.value || '.' || u,
        case when t.status = 'COMPLETED' or t.start_date + (u * 30 - 1) < ${completedBefore}::date then 'COMPLETED' else 'ACTIVE' end,
        t.start_date + (u - 1) * 30, t.start_date + (u * 30 - 1), 'bench', 'bench'
      from tier_plans t cross join generate_series(1, 4) u`,
  );
  await run(
    db,
    sql`insert into unit_sub_units (unit_plan_id, name, sort_order) select u.id, 'Sub unit ' || n, n from unit_plans u cross join generate_series(1, 3) n`,
  );
  await run(
    db,
    sql`insert into unit_plan_topics (unit_plan_id, topic_id) select u.id, first.id from unit_plans u join (select tier_plan_id, min(id) as id from topics group by tier_plan_id) first on first.tier_plan_id = u.tier_plan_id`,
  );
  await run(db, sql`analyze annual_plans, tier_plans, topics, unit_plans`);
  // Unit consents: one teacher per covered school (current period).
  await run(
    db,
    sql`insert into unit_plan_consents (unit_plan_id, annual_plan_id, user_id, consent, given_by, given_on)
      select u.id, u.annual_plan_id, bt.user_id, u.status = 'COMPLETED', case when u.status = 'COMPLETED' then 'bench' end, case when u.status = 'COMPLETED' then now() end
      from unit_plans u join annual_plans a on a.id = u.annual_plan_id
      join bench_teachers bt on bt.grade_name = a.grade_name and bt.subject_name = a.subject_name and (a.school_id is null or bt.school_id = a.school_id)
      where a.annual_period = ${current.period}`,
  );
  // Lessons: per unit and covered school, 3 (network-wide) or 5 (school-specific), 6 days each.
  await run(
    db,
    sql`insert into lesson_plans (unit_plan_id, tier_plan_id, annual_plan_id, school_id, name, status, start_date, end_date, created_by, last_updated_by)
      select u.id, u.tier_plan_id, u.annual_plan_id, sc.id, 'Lesson ' || u.name || '.' || l,
        case when u.start_date + (l * 6 - 1) < ${completedBefore}::date then 'COMPLETED' else 'ACTIVE' end,
        u.start_date + (l - 1) * 6, u.start_date + (l * 6 - 1), 'bench', 'bench'
      from unit_plans u join annual_plans a on a.id = u.annual_plan_id
      join schools sc on sc.school_code like 'B%' and (a.school_id is null or sc.id = a.school_id)
      cross join generate_series(1, 5) l
      where a.annual_period = ${current.period} and (l <= 3 or a.school_id is not null)`,
  );
  // Fresh tables have no statistics: without them the joins below run as nested loops.
  await run(db, sql`analyze annual_plans, unit_plans, lesson_plans, unit_sub_units`);
  await run(
    db,
    sql`insert into lesson_plan_sub_units (lesson_plan_id, sub_unit_id)
      select l.id, first.id from lesson_plans l join (select unit_plan_id, min(id) as id from unit_sub_units group by unit_plan_id) first on first.unit_plan_id = l.unit_plan_id`,
  );
  await run(
    db,
    sql`insert into lesson_plan_consents (lesson_plan_id, unit_plan_id, annual_plan_id, user_id, consent, given_by, given_on)
      select l.id, l.unit_plan_id, l.annual_plan_id, bt.user_id, l.status = 'COMPLETED', case when l.status = 'COMPLETED' then 'bench' end, case when l.status = 'COMPLETED' then now() end
      from lesson_plans l join annual_plans a on a.id = l.annual_plan_id
      join bench_teachers bt on bt.school_id = l.school_id and bt.grade_name = a.grade_name and bt.subject_name = a.subject_name`,
  );
  await run(db, sql`drop table bench_teachers`);
}

/** A school-limited teacher of the bench network who signs plans: the teacher of class V Mathematics at school B3. */
export async function benchPlanTeacher(db: Database) {
  const result = await db.execute(
    sql`select u.email from lesson_plan_consents c join users u on u.id = c.user_id join lesson_plans l on l.id = c.lesson_plan_id join schools s on s.id = l.school_id where s.school_code = 'B3' order by c.id limit 1`,
  );
  const rows = (result as unknown as { rows?: { email: string }[] }).rows ?? (result as unknown as { email: string }[]);
  return rows[0]?.email ?? null;
}
