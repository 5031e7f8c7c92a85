// `npm run bench`: a database of realistic size on PGlite (or DATABASE_URL), then each list and detail call
// through the real app, timed, one at a time. Prints median and 95th percentile per call. Then the academic plans
// Academic plans: about 200,000 lesson plans on the 50 schools, each plan list and detail as a global user, a
// school-limited user and a teacher. BENCH_PLANS=0 skips the plans, BENCH_ONLY_PLANS=1 the rest. Last the plan
// PDFs: BENCH_PDF=0 skips them, BENCH_ONLY_PDF=1 skips the plan lists and details before them.
// BENCH_SCHOOLS=4 builds only schools B0 to B3 (the bench users are of B3): a school's size, for the embedded
// database; the last figures are then /api/health's while 10 plan calls run at once.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createPglite, openDatabase } from '../db/client';
import { assignRoles, seedReferenceData } from '../seed/base';
import { BENCH_PASSWORD, BENCH_SIZE, buildBenchDataset, createUserForBench } from './dataset';
import { createPlanBenchUsers, PLAN_BENCH_USERS, planCalls, planIdsForBench } from './plan-calls';
import { fillFormsForPdfBench, pdfCalls } from './plan-pdf-bench';
import { buildPlanDataset } from './plan-dataset';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const withPlans = process.env.BENCH_PLANS !== '0';
const onlyPlans = process.env.BENCH_ONLY_PLANS === '1' || process.env.BENCH_ONLY_PDF === '1';
const onlyPdf = process.env.BENCH_ONLY_PDF === '1';
const schoolCount = Number(process.env.BENCH_SCHOOLS ?? BENCH_SIZE.schools);
const range = { from: 0, to: schoolCount };

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite-instance', client: createPglite() });
// BENCH_REUSE=1: DATABASE_URL already holds the dataset of an earlier run (run.ts leaves it there).
const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) {
  console.log(`building the dataset (${JSON.stringify({ ...BENCH_SIZE, schools: schoolCount })}) on ${database.kind}…`);
  await seedReferenceData(database.db);
  await buildBenchDataset(database.db, range);
  const adminId = await createUserForBench(database.db, 'bench-admin@bench.test');
  await assignRoles(database.db, adminId, [ROLE_NAMES.administrator]);
}
const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'bench-admin@bench.test'));
const adminId = admin?.id ?? 0;
if (withPlans && !reuse) {
  console.log('building the academic plans…');
  const started = performance.now();
  await buildPlanDataset(database.db, range, console.log);
  await createPlanBenchUsers(database.db);
  console.log(`plans built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// As autovacuum would after a bulk load: statistics, and the trigram index's pending list merged.
await database.db.execute(sql`vacuum analyze`);

const { app } = await buildApp(testConfig(), database, { logger: false });
await app.ready();
async function signIn(email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${login.statusCode}`);
  return (login.json() as { accessToken: string }).accessToken;
}
const token = await signIn('bench-admin@bench.test');

const calls: [string, string][] = [
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
];

/** /api/health, one call at a time, while 10 loops call the plan lists and details: what the one process keeps up. */
async function healthUnderLoad(calls: [string, string][], bearer: string) {
  let running = true;
  const loop = async () => {
    for (let index = 0; running; index++) {
      const [, url] = calls[index % calls.length] ?? ['', '/api/health'];
      await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    }
  };
  const loops = Array.from({ length: 10 }, loop);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS * 5; round++) {
    const start = performance.now();
    await app.inject({ method: 'GET', url: '/api/health' });
    times.push(performance.now() - start);
  }
  running = false;
  await Promise.all(loops);
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(times.length * share)] ?? 0).toFixed(1);
  console.log(`
/api/health while 10 plan calls run at once: median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

let failures = 0;
async function time(calls: [string, string][], bearer: string) {
  console.log(`\n${'call'.padEnd(30)}status   median ms   p95 ms`);
  for (const [name, url] of calls) {
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
      `${name.padEnd(30)}${String(status).padEnd(9)}${median.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
    );
  }
}
if (!onlyPlans) await time(calls, token);
if (withPlans) {
  const ids = await planIdsForBench(database.db);
  // The staff list as a yardstick: the machine's load moves every figure, the ratio to it less.
  await time([['staff list (yardstick)', '/api/users?page=0&size=10']], token);
  for (const [kind, email] of onlyPdf ? [] : Object.entries(PLAN_BENCH_USERS)) {
    console.log(`\nplans as the ${kind} user (${email})`);
    await time(planCalls(ids), await signIn(email));
  }
  if (schoolCount < BENCH_SIZE.schools) await healthUnderLoad(planCalls(ids), await signIn(PLAN_BENCH_USERS.teacher));
  if (process.env.BENCH_PDF !== '0') {
    console.log('\nplan PDFs as the global user (forms filled: every field, Hindi, 10 main-content rows)');
    await fillFormsForPdfBench(app, token, ids);
    await time(pdfCalls(ids), token);
  }
}
await app.close();
await database.close();
process.exit(failures > 0 ? 1 : 0);
