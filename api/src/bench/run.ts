// `npm run bench`: a database of realistic size on PGlite (or DATABASE_URL), then each list and detail call
// through the real app, timed. Prints median and 95th percentile per call.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createPglite, openDatabase } from '../db/client';
import { assignRoles, seedReferenceData } from '../seed/base';
import { BENCH_PASSWORD, BENCH_SIZE, buildBenchDataset, createUserForBench } from './dataset';
import { benchPlanTeacher, buildPlanDataset, PLAN_BENCH } from './plans-dataset';

const PLAN_BENCH_SCHOOLS = 50;

const ROUNDS = 40;

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite-instance', client: createPglite() });
console.log(`building the dataset (${JSON.stringify(BENCH_SIZE)}) on ${database.kind}…`);
await seedReferenceData(database.db);
await buildBenchDataset(database.db);
const adminId = await createUserForBench(database.db, 'bench-admin@bench.test');
await assignRoles(database.db, adminId, [ROLE_NAMES.administrator]);
// Plans (issue 7 section 9) on a network of 50 schools: the 40 above and 10 more alike.
const planStart = performance.now();
await buildBenchDataset(database.db, { from: BENCH_SIZE.schools, to: PLAN_BENCH_SCHOOLS });
const planCounts = await buildPlanDataset(database.db);
console.log(
  `plans: ${JSON.stringify(planCounts)} on ${PLAN_BENCH_SCHOOLS} schools in ${((performance.now() - planStart) / 1000).toFixed(0)} s`,
);
const teacherEmail = await benchPlanTeacher(database.db);
const ids = await database.db.execute(
  sql`select (select min(id) from annual_plans where annual_period = ${PLAN_BENCH.current.period} and school_id is null and grade_name = 'V')::int as annual,
    (select min(t.id) from tier_plans t join annual_plans a on a.id = t.annual_plan_id where a.annual_period = ${PLAN_BENCH.current.period} and a.school_id is null and a.grade_name = 'V')::int as tier,
    (select min(u.id) from unit_plans u join annual_plans a on a.id = u.annual_plan_id where a.annual_period = ${PLAN_BENCH.current.period} and a.school_id is null and a.grade_name = 'V')::int as unit,
    (select min(l.id) from lesson_plans l join schools s on s.id = l.school_id where s.school_code = 'B3')::int as lesson`,
);
const planIds =
  ((ids as unknown as { rows?: Record<string, number>[] }).rows ?? (ids as unknown as Record<string, number>[]))[0] ??
  {};

const { app } = await buildApp(testConfig(), database, { logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench-admin@bench.test', password: BENCH_PASSWORD },
});
const token = (login.json() as { accessToken: string }).accessToken;
const teacherLogin = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: teacherEmail, password: BENCH_PASSWORD },
});
const teacherToken = (teacherLogin.json() as { accessToken?: string }).accessToken ?? '';

const calls: [name: string, url: string, who?: 'teacher'][] = [
  ['profile', '/api/auth/me'],
  ['lists of values', '/api/lov?page=0&size=50'],
  ['schools', '/api/schools?page=0&size=10'],
  ['school detail', '/api/schools/1'],
  ['classes', '/api/classes?page=0&size=15'],
  ['class detail', '/api/classes/1'],
  ['class sections', '/api/class-sections?page=0&size=15&schoolCode=B3'],
  ['subjects', '/api/subjects?page=0&size=15&schoolCode=B3&className=V'],
  ['staff', '/api/users?page=0&size=10'],
  ['staff search', '/api/users?page=0&size=10&searchKey=last1'],
  ['staff detail', `/api/users/${adminId - 1}`],
  ['roles', '/api/roles?page=0&size=15'],
  ['privileges', '/api/privileges?page=0&size=100'],
  ['annual plans', '/api/annual-plans?page=0&size=10'],
  ['annual plans filtered', '/api/annual-plans?page=0&size=10&annualPeriod=AY26_27&gradeName=V&subject=Mathematics'],
  ['annual plan detail', `/api/annual-plans/${planIds.annual}`],
  ['tier plans', '/api/tier-plans?page=0&size=10&annualPeriod=AY26_27'],
  ['tier plan detail', `/api/tier-plan/${planIds.tier}`],
  ['unit plans filtered', '/api/unit-plans?page=0&size=10&annualPeriod=AY26_27&gradeName=V&subject=Mathematics'],
  ['unit plan detail', `/api/unit-plan/${planIds.unit}`],
  [
    'lesson plans filtered',
    '/api/lesson-plans?page=0&size=10&annualPeriod=AY26_27&gradeName=V&subject=Mathematics&schoolCode=B3',
  ],
  ['lesson plans', '/api/lesson-plans?page=0&size=10'],
  ['lesson plan detail', `/api/lesson-plan/${planIds.lesson}`],
  ['teacher: annual plans', '/api/annual-plans?page=0&size=10', 'teacher'],
  ['teacher: tier plan detail', `/api/tier-plan/${planIds.tier}`, 'teacher'],
  ['teacher: unit plans', '/api/unit-plans?page=0&size=10', 'teacher'],
  ['teacher: lesson plans', '/api/lesson-plans?page=0&size=10', 'teacher'],
  ['teacher: lesson plans filtered', '/api/lesson-plans?page=0&size=10&annualPeriod=AY26_27&gradeName=V', 'teacher'],
  ['teacher: lesson plan detail', `/api/lesson-plan/${planIds.lesson}`, 'teacher'],
];

console.log(`\n${'call'.padEnd(32)}status   median ms   p95 ms`);
let failures = 0;
for (const [name, url, who] of calls) {
  // Plan routes of another branch may not be registered yet: say so instead of timing a 404.
  if (!app.hasRoute({ method: 'GET', url: url.replace(/\?.*$/, '').replace(/\/\d+$/, '/:id') })) {
    console.log(`${name.padEnd(32)}not registered`);
    continue;
  }
  const bearer = who === 'teacher' ? teacherToken : token;
  const times: number[] = [];
  let status = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    times.push(performance.now() - start);
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  if (status !== 200) failures++;
  console.log(
    `${name.padEnd(32)}${String(status).padEnd(9)}${median.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
  );
}
await app.close();
await database.close();
process.exit(failures > 0 ? 1 : 0);
