// `npm run bench:load`: the main endpoints under load (autocannon, 50 connections) on PostgreSQL, at the realistic
// network (1x: 40 schools, 3,200 staff) and ten times larger (10x), side by side with a bare floor running the same
// statements (floor.ts). App and floor runs alternate, since absolute figures drift on a shared machine; the
// ratio is what counts. It also checks that each endpoint's statement count depends neither on the page size nor
// on the data size. A scratch database is created on the local server and dropped at the end.
// Academic plans: the 1x network holds about 200,000 lesson plans (plan-dataset.ts), the 10x one about
// 2,000,000; the filtered lesson plan list and plan details are loaded as the global user and as a teacher.
// BENCH_ONLY_PLANS=1 runs the plan endpoints alone. BENCH_ONLY=health,auth/me runs only the endpoints whose name
// holds one of those words (case-insensitive); the plans' dataset is built only when a plan endpoint is selected.
// BENCH_FLOOR_PREPARED=1 names the floor's statements too; BENCH_FLOOR_HEADERS=0 leaves the app's headers out of
// its answers (floor.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../app';
import { testConfig, UNREACHED_RATE_LIMIT } from '../config';
import { openDatabase } from '../db/client';
import { grades, schools } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { assignRoles, seedReferenceData } from '../seed/base';
import { databaseUrlWithName } from '../test/database';
import { BENCH_PASSWORD, BENCH_SIZE, buildBenchDataset, createUserForBench } from './dataset';
import type { FloorPlan, FloorStatement } from './floor';
import { createPlanBenchUsers, PLAN_BENCH_USERS, type PlanBenchIds, planIdsForBench } from './plan-calls';
import { buildPlanDataset } from './plan-dataset';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const SCALES = (process.env.BENCH_SCALES ?? '1x,10x').split(',');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4253);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4254);
const ADMIN_EMAIL = 'bench-admin@bench.test';
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Endpoint {
  name: string;
  path: string;
  /** The same call with another page size: its statement count must be the same. */
  otherPageSize?: string;
  /** Who calls it (default: the global Administrator). */
  user?: 'teacher';
}

const ONLY_PLANS = process.env.BENCH_ONLY_PLANS === '1';
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter((word) => word.length > 0);
const selected = (endpoint: Endpoint) =>
  ONLY.length === 0 || ONLY.some((word) => endpoint.name.toLowerCase().includes(word));
/** Plan endpoints' names, known before their ids are: the plans' dataset is built only when one is selected. */
const PLAN_ENDPOINT_NAMES = [
  'GET /lesson-plans (filtered)',
  'GET /lesson-plans (teacher)',
  'GET /lesson-plan/{id} (teacher)',
  'GET /annual-plans/{id}',
];
const WITH_PLANS = ONLY.length === 0 || PLAN_ENDPOINT_NAMES.some((name) => selected({ name, path: '' }));

function planEndpoints(ids: PlanBenchIds): Endpoint[] {
  const filter = `annualPeriod=AY26_27&gradeName=${encodeURIComponent(ids.gradeName)}&subject=${encodeURIComponent(ids.subjectName)}&schoolCode=B3`;
  return [
    {
      name: 'GET /lesson-plans (filtered)',
      path: `/api/lesson-plans?page=0&size=10&${filter}`,
      otherPageSize: `/api/lesson-plans?page=0&size=50&${filter}`,
    },
    {
      name: 'GET /lesson-plans (teacher)',
      path: '/api/lesson-plans?page=0&size=10',
      otherPageSize: '/api/lesson-plans?page=0&size=50',
      user: 'teacher',
    },
    { name: 'GET /lesson-plan/{id} (teacher)', path: `/api/lesson-plan/${ids.lesson}`, user: 'teacher' },
    { name: 'GET /annual-plans/{id}', path: `/api/annual-plans/${ids.annual}` },
  ];
}

function endpointsFor(classId: number): Endpoint[] {
  if (ONLY_PLANS) return [];
  return [
    { name: 'GET /auth/me', path: '/api/auth/me' },
    { name: 'GET /schools', path: '/api/schools?page=0&size=10', otherPageSize: '/api/schools?page=0&size=50' },
    { name: 'GET /classes/{id}', path: `/api/classes/${classId}` },
    { name: 'GET /users', path: '/api/users?page=0&size=10', otherPageSize: '/api/users?page=0&size=50' },
    {
      name: 'GET /users?searchKey=last1',
      path: '/api/users?page=0&size=10&searchKey=last1',
      otherPageSize: '/api/users?page=0&size=50&searchKey=last1',
    },
    {
      name: 'GET /users?searchKey=last3-17',
      path: '/api/users?page=0&size=10&searchKey=last3-17',
      otherPageSize: '/api/users?page=0&size=50&searchKey=last3-17',
    },
    { name: 'GET /health', path: '/api/health' },
  ];
}

/** Headers node:http writes itself, or that describe the body: the floor writes its own. */
const BODY_AND_CONNECTION_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** The headers of an app's answer that the floor repeats (floor.ts). */
function answerHeaders(headers: Record<string, string | number | string[] | undefined>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || BODY_AND_CONNECTION_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Starts a server and waits until its port answers; fails with its output if it exits first. */
async function startServer(label: string, args: string[], env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const keep = (data: Buffer) => {
    output += data.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${label} did not answer within a minute:\n${output}`);
}

function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface RunResult {
  requestsPerSecond: number;
  latencies: number[];
  failures: number;
  /** CPU time the server process spent per answered request, in microseconds. */
  cpuPerRequest: number;
}

/** CPU time (user and system) a process has used, in microseconds, from /proc (Linux; 0 elsewhere). */
function cpuTimeOf(pid: number | undefined) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

// Stopped by hand (Ctrl-C): the next run throws, so the servers are stopped and the database dropped.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
  });
}

async function load(server: ChildProcess, port: number, urlPath: string, token: string, seconds: number) {
  if (interrupted) throw new Error('interrupted');
  const cpuBefore = cpuTimeOf(server.pid);
  const result = await loadRun(port, urlPath, token, seconds);
  const answered = result.requestsPerSecond * seconds;
  return { ...result, cpuPerRequest: answered > 0 ? (cpuTimeOf(server.pid) - cpuBefore) / answered : 0 };
}

function loadRun(port: number, urlPath: string, token: string, seconds: number) {
  return new Promise<Omit<RunResult, 'cpuPerRequest'>>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${urlPath}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            requestsPerSecond: result.requests.total / seconds,
            latencies,
            failures: result.non2xx + result.errors + result.timeouts,
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function signIn(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface Summary {
  rps: number;
  p95: number;
  cpu: number;
}

interface Row {
  scale: string;
  endpoint: string;
  app: Summary;
  floor: Summary;
  failures: number;
}

async function main() {
  const name = `school_bench_${process.pid}`;
  const url = databaseUrlWithName(ADMIN_URL, name);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  let recording: FloorStatement[] | null = null;
  let app: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  await adminQuery(`create database ${name}`);

  const database = await openDatabase(
    { kind: 'postgres', url },
    { onQuery: (text, params) => recording?.push({ text, params }) },
  );
  const rows: Row[] = [];
  const counts = new Map<string, number[]>();
  try {
    console.log(`building the 1x network (${BENCH_SIZE.schools} schools, ${BENCH_SIZE.schools * 80} staff)…`);
    await seedReferenceData(database.db);
    await buildBenchDataset(database.db);
    const adminId = await createUserForBench(database.db, ADMIN_EMAIL);
    await assignRoles(database.db, adminId, [ROLE_NAMES.administrator]);
    const [someClass] = await database.db
      .select({ id: grades.id })
      .from(grades)
      .innerJoin(schools, eq(schools.id, grades.schoolId))
      .where(eq(schools.schoolCode, 'B3'))
      .limit(1);
    if (!someClass) throw new Error('the dataset has no class in school B3');
    if (WITH_PLANS) {
      console.log('building the academic plans of the 1x network…');
      await buildPlanDataset(database.db, { from: 0, to: BENCH_SIZE.schools }, console.log);
    }
    await createPlanBenchUsers(database.db);
    const endpoints = [
      ...endpointsFor(someClass.id),
      ...(WITH_PLANS ? planEndpoints(await planIdsForBench(database.db)) : []),
    ].filter(selected);

    const inProcess = (await buildApp(testConfig(), database, { logger: false })).app;
    await inProcess.ready();
    const login = await inProcess.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN_EMAIL, password: BENCH_PASSWORD },
    });
    const adminToken = (login.json() as { accessToken: string }).accessToken;
    const teacherLogin = await inProcess.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: PLAN_BENCH_USERS.teacher, password: BENCH_PASSWORD },
    });
    const teacherToken = (teacherLogin.json() as { accessToken: string }).accessToken;
    const tokenOf = (endpoint: Endpoint) => (endpoint.user === 'teacher' ? teacherToken : adminToken);
    /** The statements of a call once the session is cached, as every call but the first sends them. */
    const capture = async (urlPath: string, token: string) => {
      for (let warm = 0; warm < 2; warm++) {
        await inProcess.inject({ method: 'GET', url: urlPath, headers: { authorization: `Bearer ${token}` } });
      }
      recording = [];
      const response = await inProcess.inject({
        method: 'GET',
        url: urlPath,
        headers: { authorization: `Bearer ${token}` },
      });
      const statements: FloorStatement[] = recording;
      recording = null;
      if (response.statusCode !== 200) throw new Error(`${urlPath} answered ${response.statusCode}`);
      return { statements, headers: answerHeaders(response.headers) };
    };

    for (const scale of SCALES) {
      if (scale === '10x') {
        console.log(`building the 10x network (${BENCH_SIZE.schools * 10} schools)…`);
        await buildBenchDataset(database.db, { from: BENCH_SIZE.schools, to: BENCH_SIZE.schools * 10 });
        if (WITH_PLANS) {
          console.log('building the academic plans of the 10x network…');
          await buildPlanDataset(database.db, { from: BENCH_SIZE.schools, to: BENCH_SIZE.schools * 10 }, console.log);
        }
      }
      await database.db.execute(sql`vacuum analyze`);
      const plan: FloorPlan = {};
      for (const endpoint of endpoints) {
        const { statements, headers } = await capture(endpoint.path, tokenOf(endpoint));
        plan[endpoint.path] = { statements, tokenHash: hashToken(tokenOf(endpoint)), headers };
        const sizes = [statements.length];
        if (endpoint.otherPageSize) {
          sizes.push((await capture(endpoint.otherPageSize, tokenOf(endpoint))).statements.length);
        }
        counts.set(endpoint.name, [...(counts.get(endpoint.name) ?? []), ...sizes]);
      }
      const planFile = path.join(folder, `floor-${scale}.json`);
      fs.writeFileSync(planFile, JSON.stringify(plan));

      app = await startServer(
        'app',
        ['--import', 'tsx', 'src/server.ts'],
        {
          DATABASE_URL: url,
          PORT: String(APP_PORT),
          HOST: '127.0.0.1',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
          SEED_DEMO: 'false',
          WEB_DIST: path.join(folder, 'no-web'),
          // 50 connections as one user: far beyond any person, so the rate limit (still running) is out of reach.
          RATE_LIMIT_PER_USER: UNREACHED_RATE_LIMIT,
          RATE_LIMIT_PER_ADDRESS: UNREACHED_RATE_LIMIT,
        },
        APP_PORT,
      );
      floor = await startServer(
        'floor',
        ['--import', 'tsx', 'src/bench/floor.ts'],
        { DATABASE_URL: url, PORT: String(FLOOR_PORT), FLOOR_PLAN: planFile },
        FLOOR_PORT,
      );
      const appTokens = {
        admin: await signIn(APP_PORT, ADMIN_EMAIL),
        teacher: await signIn(APP_PORT, PLAN_BENCH_USERS.teacher),
      };

      const [appServer, floorServer] = [app, floor];
      for (const endpoint of endpoints) {
        const appToken = endpoint.user === 'teacher' ? appTokens.teacher : appTokens.admin;
        await load(appServer, APP_PORT, endpoint.path, appToken, 1);
        await load(floorServer, FLOOR_PORT, endpoint.path, appToken, 1);
        const appRuns: RunResult[] = [];
        const floorRuns: RunResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          appRuns.push(await load(appServer, APP_PORT, endpoint.path, appToken, SECONDS));
          floorRuns.push(await load(floorServer, FLOOR_PORT, endpoint.path, appToken, SECONDS));
        }
        const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
        const summary = (runs: RunResult[]): Summary => ({
          rps: mean(runs.map((run) => run.requestsPerSecond)),
          p95: Math.round(
            percentile(
              runs.flatMap((run) => run.latencies),
              0.95,
            ),
          ),
          cpu: Math.round(mean(runs.map((run) => run.cpuPerRequest))),
        });
        const row: Row = {
          scale,
          endpoint: endpoint.name,
          app: summary(appRuns),
          floor: summary(floorRuns),
          failures: [...appRuns, ...floorRuns].reduce((sum, run) => sum + run.failures, 0),
        };
        rows.push(row);
        console.log(
          `${scale.padEnd(4)} ${endpoint.name.padEnd(30)} app ${row.app.rps.toFixed(0).padStart(6)} req/s p95 ${String(row.app.p95).padStart(5)} ms ${String(row.app.cpu).padStart(5)} µs CPU | floor ${row.floor.rps.toFixed(0).padStart(6)} req/s p95 ${String(row.floor.p95).padStart(5)} ms ${String(row.floor.cpu).padStart(5)} µs CPU | app/floor ${(row.app.rps / row.floor.rps).toFixed(2)}${row.failures ? ` (${row.failures} failed)` : ''}`,
        );
      }
      await stopProcess(app);
      await stopProcess(floor);
      app = floor = undefined;
    }
    await inProcess.close();
  } finally {
    await stopProcess(app);
    await stopProcess(floor);
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  }
  report(rows, counts);
}

function report(rows: Row[], counts: Map<string, number[]>) {
  console.log(
    '\n| endpoint | data | app req/s | floor req/s | app ÷ floor | app p95 ms | floor p95 ms | server CPU per request, app / floor µs | floor ÷ app CPU |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.endpoint} | ${row.scale} | ${row.app.rps.toFixed(0)} | ${row.floor.rps.toFixed(0)} | ${(row.app.rps / row.floor.rps).toFixed(2)} | ${row.app.p95} | ${row.floor.p95} | ${row.app.cpu} / ${row.floor.cpu} | ${(row.floor.cpu / Math.max(1, row.app.cpu)).toFixed(2)} |`,
    );
  }
  console.log('\np95 at 10x ÷ p95 at 1x (app):');
  for (const endpoint of new Set(rows.map((row) => row.endpoint))) {
    const [one, ten] = ['1x', '10x'].map((scale) =>
      rows.find((row) => row.endpoint === endpoint && row.scale === scale),
    );
    if (one && ten) console.log(`  ${endpoint.padEnd(30)} ${(ten.app.p95 / Math.max(1, one.app.p95)).toFixed(2)}`);
  }
  console.log('\nstatements per call (page sizes 10 and 50, at 1x then 10x):');
  let varying = 0;
  for (const [endpoint, values] of counts) {
    const same = values.every((value) => value === values[0]);
    if (!same) varying++;
    console.log(`  ${endpoint.padEnd(30)} ${values.join(' ')}${same ? '' : '  <- changes with page or data size'}`);
  }
  const failed = rows.some((row) => row.failures > 0);
  if (varying > 0 || failed) process.exitCode = 1;
}

await main();
