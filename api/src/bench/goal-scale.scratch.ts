import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { createUserForBench } from './dataset';
import { seedReferenceData } from '../seed/base';

const url = process.env.DATABASE_URL ?? '';
const { db } = (await openDatabase({ kind: 'postgres', url })) as unknown as { db: import('../db/client').Database };
await seedReferenceData(db);
const schools = Number(process.env.SCHOOLS ?? 500);
await db.execute(sql`insert into schools (school_name, campus, school_code, created_by, last_updated_by)
  select 'S'||s, 'C', 'G'||s, 'b', 'b' from generate_series(1, ${schools}) s`);
await db.execute(sql`insert into users (first_name, last_name, email, password_hash, school_id, created_by, last_updated_by)
  select 'F'||u, 'L'||s.id||'-'||u, 'u'||s.id||'-'||u||'@g.test', 'x', s.id, 'b', 'b' from schools s, generate_series(1, 75) u`);
await db.execute(sql`insert into user_roles (user_id, role_id)
  select u.id, (select id from roles where name = case when split_part(u.email, '-', 2)::text like '7_@%' then 'Coordinator' else 'Teacher' end)
  from users u where u.email like '%@g.test'`);
await db.execute(sql`insert into goal_configurations (role_id, goal_approver_role_id, review_approver_role_id, created_by, last_updated_by)
  select (select id from roles where name='Teacher'), (select id from roles where name='Administrator'), (select id from roles where name='Administrator'), 'b', 'b'
  on conflict do nothing`);
await db.execute(sql`insert into goal_configuration_reviewers (configuration_id, role_id)
  select c.id, r.id from goal_configurations c, roles r where c.role_id = (select id from roles where name='Teacher') and r.name in ('Coordinator', 'Inspire Us-Mentors') on conflict do nothing`);
await db.execute(sql`insert into goal_settings (user_id, role_id, annual_period, school_id, state, created_by, last_updated_by)
  select ur.user_id, ur.role_id, 'AY26_27', u.school_id, (array['SENT_FOR_REVIEW','REVIEWED','PEER_REVIEW_COMPLETED'])[1 + u.id % 3], 'b', 'b'
  from user_roles ur join users u on u.id = ur.user_id join roles r on r.id = ur.role_id where r.name = 'Teacher' and u.email like '%@g.test'`);
await db.execute(sql`insert into goal_reviews (goal_setting_id, state, created_by, last_updated_by)
  select id, case when state = 'SENT_FOR_REVIEW' then 'PENDING_REVIEW' else 'APPROVED' end, 'b', 'b' from goal_settings`);
const coordinator = await createUserForBench(db, 'coord@g.test');
await db.execute(sql`update users set school_id = (select id from schools where school_code = 'G7') where id = ${coordinator}`);
await db.execute(sql`insert into user_roles (user_id, role_id) select ${coordinator}, id from roles where name = 'Coordinator'`);
const mentor = await createUserForBench(db, 'mentor@g.test');
await db.execute(sql`insert into user_roles (user_id, role_id) select ${mentor}, id from roles where name = 'Inspire Us-Mentors'`);
await db.execute(sql`analyze`);
console.log('built');
process.exit(0);
