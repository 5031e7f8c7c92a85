import { sql } from 'drizzle-orm';
import { DEFAULT_SCHOOL_SPECIFIC_CLASSES } from '@school/contract';
import type { Database } from '../db/client';

/*
 * The academic plans of the bench network, built set-based (INSERT ... SELECT over
 * generate_series, a few statements per level whatever the size), on the schools of buildBenchDataset. Per period
 * (AY25_26, all COMPLETED, and AY26_27, ACTIVE): an annual plan per class name and subject, network-wide, except the
 * school-specific classes (VI, VII, VIII), which get one per school; 3 tier plans each with 2 topics of 2 sub topics;
 * 2 unit plans per tier with 3 sub units and a topic; then, in every school of the class, 3 or 4 lesson plans per
 * unit, each covering a sub unit. Consents: the subject teachers of the class in the schools a plan covers (unit),
 * or in the lesson's school (lesson), half of them given on ACTIVE plans, all on COMPLETED ones.
 * At 50 schools (12 classes, 8 subjects): 2,544 annual, 7,632 tier, 15,264 unit and 201,600 lesson plans.
 */

export const PLAN_PERIODS = [
  { period: 'AY25_26', start: '2025-04-01', end: '2026-03-31', status: 'COMPLETED' },
  { period: 'AY26_27', start: '2026-04-01', end: '2027-03-31', status: 'ACTIVE' },
] as const;

const SPECIFIC = DEFAULT_SCHOOL_SPECIFIC_CLASSES.map((name) => `'${name.toLowerCase()}'`).join(', ');

/** The bench schools numbered from..to-1 (school codes B{n}). */
const schoolsInRange = (from: number, to: number) =>
  `(select id from schools where school_code ~ '^B[0-9]+$' and substr(school_code, 2)::int >= ${from} and substr(school_code, 2)::int < ${to})`;

/**
 * Adds the plans of the bench schools from..to-1. The network-wide annual, tier and unit plans are made with the
 * first range (from 0); a later range adds its school-specific plans and its lessons under the network-wide units.
 */
export async function buildPlanDataset(
  db: Database,
  range = { from: 0, to: 50 },
  log: (line: string) => void = () => {},
) {
  const run = async (label: string, text: string) => {
    const started = Date.now();
    await db.execute(sql.raw(text));
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const inRange = schoolsInRange(range.from, range.to);
  const periods = `(values ${PLAN_PERIODS.map((p) => `('${p.period}', date '${p.start}', date '${p.end}', '${p.status}')`).join(', ')}) p(period, start_date, end_date, status)`;
  // node-postgres and PGlite both answer { rows }; ids come back as numbers (integer columns).
  const maxima = (await db.execute(
    sql.raw(
      `select (select coalesce(max(id), 0) from annual_plans) as "annualFrom", (select coalesce(max(id), 0) from unit_plans) as "unitFrom", (select coalesce(max(id), 0) from lesson_plans) as "lessonFrom"`,
    ),
  )) as unknown as { rows: { annualFrom: number; unitFrom: number; lessonFrom: number }[] };
  const { annualFrom, unitFrom, lessonFrom } = maxima.rows[0] ?? { annualFrom: 0, unitFrom: 0, lessonFrom: 0 };
  const audit = `'bench', 'bench'`;

  if (range.from === 0) {
    await run(
      'network-wide annual plans',
      `insert into annual_plans (name, status, start_date, end_date, annual_period, grade_name, subject_id, subject_name, subject_value, school_id, created_by, last_updated_by)
       select g.grade_name || ' ' || s.subject_name || ' ' || p.period, p.status, p.start_date, p.end_date, p.period, g.grade_name, s.id, s.subject_name, s.subject_value, null, ${audit}
       from grades g join subjects s on s.grade_id = g.id join schools sc on sc.id = g.school_id cross join ${periods}
       where sc.school_code = 'B0' and lower(g.grade_name) not in (${SPECIFIC})`,
    );
  }
  await run(
    'school-specific annual plans',
    `insert into annual_plans (name, status, start_date, end_date, annual_period, grade_name, subject_id, subject_name, subject_value, school_id, created_by, last_updated_by)
     select g.grade_name || ' ' || s.subject_name || ' ' || p.period || ' ' || sc.school_code, p.status, p.start_date, p.end_date, p.period, g.grade_name, s.id, s.subject_name, s.subject_value, sc.id, ${audit}
     from grades g join subjects s on s.grade_id = g.id join schools sc on sc.id = g.school_id cross join ${periods}
     where sc.id in ${inRange} and lower(g.grade_name) in (${SPECIFIC})`,
  );
  await run(
    'tier plans',
    `insert into tier_plans (annual_plan_id, name, value, status, start_date, end_date, created_by, last_updated_by)
     select a.id, 'Tier ' || t, 'TIER_' || t, a.status, a.start_date + ((t - 1) * 4) * interval '1 month', a.start_date + (t * 4) * interval '1 month' - interval '1 day', ${audit}
     from annual_plans a cross join generate_series(1, 3) t where a.id > ${annualFrom}`,
  );
  await run(
    'topics and sub topics',
    `with t as (
       insert into topics (tier_plan_id, name, sort_order)
       select tp.id, 'Topic ' || n || ' of ' || tp.name, n from tier_plans tp cross join generate_series(1, 2) n where tp.annual_plan_id > ${annualFrom}
       returning id, sort_order)
     insert into sub_topics (topic_id, name, sort_order) select t.id, 'Sub topic ' || n, n from t cross join generate_series(1, 2) n`,
  );
  await run(
    'unit plans',
    `insert into unit_plans (tier_plan_id, annual_plan_id, name, status, start_date, end_date, created_by, last_updated_by)
     select tp.id, tp.annual_plan_id, 'Unit ' || u || ' ' || tp.value || ' ' || a.name, a.status, tp.start_date + ((u - 1) * 2) * interval '1 month', tp.start_date + (u * 2) * interval '1 month' - interval '1 day', ${audit}
     from tier_plans tp join annual_plans a on a.id = tp.annual_plan_id cross join generate_series(1, 2) u where tp.annual_plan_id > ${annualFrom}`,
  );
  await run(
    'sub units and chosen topics',
    `with s as (
       insert into unit_sub_units (unit_plan_id, name, sort_order)
       select up.id, 'Sub unit ' || n, n from unit_plans up cross join generate_series(1, 3) n where up.id > ${unitFrom}
       returning unit_plan_id)
     insert into unit_plan_topics (unit_plan_id, topic_id)
     select distinct on (up.id) up.id, t.id from unit_plans up join topics t on t.tier_plan_id = up.tier_plan_id where up.id > ${unitFrom} order by up.id, t.sort_order`,
  );
  const lessonColumns =
    'unit_plan_id, tier_plan_id, annual_plan_id, school_id, name, status, type, start_date, end_date, created_by, last_updated_by';
  const lessonValues = `up.id, up.tier_plan_id, up.annual_plan_id, sc.id, 'Lesson ' || n || ' ' || up.name, up.status, case when lower(a.grade_name) in ('nursery', 'lkg', 'ukg') then 'PRECLASS' end, up.start_date + (n - 1) * 7, up.start_date + (n - 1) * 7 + 6, ${audit}`;
  await run(
    'lesson plans of network-wide units',
    `insert into lesson_plans (${lessonColumns})
     select ${lessonValues}
     from unit_plans up join annual_plans a on a.id = up.annual_plan_id and a.school_id is null
     join grades g on lower(g.grade_name) = lower(a.grade_name) and g.school_id in ${inRange}
     join schools sc on sc.id = g.school_id
     cross join lateral generate_series(1, 3 + up.id % 2) n`,
  );
  await run(
    'lesson plans of school-specific units',
    `insert into lesson_plans (${lessonColumns})
     select ${lessonValues}
     from unit_plans up join annual_plans a on a.id = up.annual_plan_id and a.school_id in ${inRange}
     join schools sc on sc.id = a.school_id
     cross join lateral generate_series(1, 3 + up.id % 2) n`,
  );
  await run(
    'sub units of lessons',
    `insert into lesson_plan_sub_units (lesson_plan_id, sub_unit_id)
     select lp.id, su.id from lesson_plans lp join unit_sub_units su on su.unit_plan_id = lp.unit_plan_id and su.sort_order = lp.id % 3 + 1
     where lp.id > ${lessonFrom}`,
  );
  // The subject teachers of a class name and subject in a school.
  const teachers = `(select distinct g.school_id, lower(g.grade_name) as grade_name, lower(s.subject_name) as subject_name, sst.user_id
     from section_subject_teachers sst join class_sections cs on cs.id = sst.section_id join grades g on g.id = cs.grade_id
     join subjects s on s.id = sst.subject_id where g.school_id in ${inRange})`;
  const given = (row: string) =>
    `case when x.status = 'COMPLETED' or (x.id + st.user_id) % 2 = 0 then true else false end, case when x.status = 'COMPLETED' or (x.id + st.user_id) % 2 = 0 then 'bench' end, case when x.status = 'COMPLETED' or (x.id + st.user_id) % 2 = 0 then ${row}.last_updated_on end`;
  await run(
    'lesson plan consents',
    `insert into lesson_plan_consents (lesson_plan_id, unit_plan_id, annual_plan_id, user_id, consent, given_by, given_on)
     select x.id, x.unit_plan_id, x.annual_plan_id, st.user_id, ${given('x')}
     from lesson_plans x join annual_plans a on a.id = x.annual_plan_id
     join ${teachers} st on st.school_id = x.school_id and st.grade_name = lower(a.grade_name) and st.subject_name = lower(a.subject_name)
     where x.id > ${lessonFrom}`,
  );
  await run(
    'unit plan consents',
    `insert into unit_plan_consents (unit_plan_id, annual_plan_id, user_id, consent, given_by, given_on)
     select distinct on (x.id, st.user_id) x.id, x.annual_plan_id, st.user_id, ${given('x')}
     from unit_plans x join annual_plans a on a.id = x.annual_plan_id
     join ${teachers} st on st.grade_name = lower(a.grade_name) and st.subject_name = lower(a.subject_name) and (a.school_id is null or a.school_id = st.school_id)
     on conflict do nothing`,
  );
}
