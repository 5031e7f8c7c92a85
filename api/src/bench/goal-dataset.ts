import { eq, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
import type { Database } from '../db/client';
import { goalFeedbackFrequencies, goalSettings, goalTimelines, schools, users } from '../db/schema';
import { roleIdByName } from '../seed/base';
import { createGoalConfiguration, setGoalTimeline } from '../test/factories-goals';
import { PLAN_BENCH_USERS } from './plan-calls';

/*
 * The goal year of the bench network, in a few set-based statements per range of schools: every Teacher of a school
 * sets three goals for AY26_27, a third of them waiting for review, the rest reviewed, and each reviewed teacher is
 * asked for peer feedback by the next teacher of their school. Teachers are reviewed by their school's Coordinators
 * and by the Inspire Us-Mentors (every school), as the demo's configuration says.
 */

export const BENCH_GOAL_PERIOD = 'AY26_27';

/** The Teacher configuration and the period's timeline with one feedback frequency (once per network). */
async function goalYearOf(db: Database) {
  const teacher = await roleIdByName(db, ROLE_NAMES.teacher);
  const coordinator = await roleIdByName(db, ROLE_NAMES.coordinator);
  const mentors = await roleIdByName(db, ROLE_NAMES.inspireUsMentors);
  const administrator = await roleIdByName(db, ROLE_NAMES.administrator);
  await createGoalConfiguration(db, teacher, [coordinator, mentors], {
    goalApproverRoleId: administrator,
    reviewApproverRoleId: administrator,
  });
  await setGoalTimeline(db, BENCH_GOAL_PERIOD);
  const [frequency] = await db
    .select({ id: goalFeedbackFrequencies.id })
    .from(goalFeedbackFrequencies)
    .innerJoin(goalTimelines, eq(goalTimelines.id, goalFeedbackFrequencies.timelineId))
    .where(eq(goalTimelines.academicCalendar, BENCH_GOAL_PERIOD))
    .limit(1);
  if (!frequency) throw new Error('the goal timeline has no feedback frequency');
  return { teacher, frequencyId: frequency.id };
}

/** The goal settings, goals, reviews and peer requests of the Teachers of schools B<from> to B<to - 1>. */
export async function buildGoalDataset(db: Database, range: { from: number; to: number }) {
  const { teacher, frequencyId } = await goalYearOf(db);
  const inRange = sql`${schools.id} in (select id from schools where school_code ~ '^B[0-9]+$'
    and substring(school_code from 2)::int >= ${range.from} and substring(school_code from 2)::int < ${range.to})`;
  await db.execute(sql`insert into goal_settings (user_id, role_id, annual_period, school_id, state, created_by, last_updated_by)
    select ${users.id}, ${teacher}, ${BENCH_GOAL_PERIOD}, ${users.schoolId},
      case when ${users.id} % 3 = 0 then 'SENT_FOR_REVIEW' else 'REVIEWED' end, 'bench', 'bench'
    from ${users} join ${schools} on ${schools.id} = ${users.schoolId}
    join user_roles on user_roles.user_id = ${users.id} and user_roles.role_id = ${teacher}
    where ${inRange}`);
  const ofRange = sql`${goalSettings.schoolId} in (select ${schools.id} from ${schools} where ${inRange})`;
  await db.execute(sql`insert into goals (goal_setting_id, goal_details, weightage, measurement_unit, sort_order, created_by, last_updated_by)
    select ${goalSettings.id}, 'Goal ' || n || ': raise reading levels of the class by one band', (array[50, 30, 20])[n],
      'Reading band', n, 'bench', 'bench'
    from ${goalSettings}, generate_series(1, 3) n where ${ofRange}`);
  await db.execute(sql`insert into goal_reviews (goal_setting_id, state, created_by, last_updated_by)
    select ${goalSettings.id}, case when ${goalSettings.state} = 'SENT_FOR_REVIEW' then 'PENDING_REVIEW' else 'APPROVED' end,
      'bench', 'bench'
    from ${goalSettings} where ${ofRange}`);
  // The next teacher of the school (by id) is asked for peer feedback on each reviewed setting.
  await db.execute(sql`insert into goal_feedbacks (goal_setting_id, frequency_id, feedback_type, peer_user_id, state, created_by, last_updated_by)
    select ${goalSettings.id}, ${frequencyId}, 'PEER', peer.id, 'SUBMIT_PEER_FEEDBACK', 'bench', 'bench'
    from ${goalSettings}
    join lateral (select u.id from users u join user_roles ur on ur.user_id = u.id and ur.role_id = ${teacher}
      where u.school_id = ${goalSettings.schoolId} and u.id > ${goalSettings.userId} order by u.id limit 1) peer on true
    where ${ofRange} and ${goalSettings.state} = 'REVIEWED'`);
}

/** The goal setting of the bench teacher (the one the teacher's goal page opens). */
export async function benchTeacherSettingId(db: Database) {
  const [row] = await db
    .select({ id: goalSettings.id })
    .from(goalSettings)
    .innerJoin(users, eq(users.id, goalSettings.userId))
    .where(eq(users.email, PLAN_BENCH_USERS.teacher));
  if (!row) throw new Error('the bench teacher has no goal setting');
  return row.id;
}
