// `npm run bench:load`: the calls behind the screens users use (load-endpoints.ts) under load (autocannon, 50
// connections, 10 for the PDFs) on PostgreSQL, at the realistic network (1x: 50 schools, 4,000 staff, about
// 200,000 lesson plans) and ten times larger (10x), side by side with a floor that replays what the app sent to
// PostgreSQL and answers the app's own bytes (floor.ts). App and floor runs alternate, since absolute figures drift
// on a shared machine; the ratio is what counts. It also checks that each call's statement count depends neither
// on the page size nor on the data size. A scratch database is created on the local server and dropped at the end.
// Knobs: BENCH_SCALES=1x,10x; BENCH_SECONDS (per run, 4); BENCH_ROUNDS (app and floor runs per endpoint, 2);
// BENCH_ONLY=auth/me,unit plans runs the endpoints whose name holds one of those (case-insensitive; the plans'
// dataset is built only when a plan endpoint is selected); BENCH_ONLY_PLANS=1 the plan endpoints alone;
// BENCH_FLOOR_HEADERS=0 the bare floor (the body's type and length only, not the app's other headers);
// BENCH_KEEP_DATABASE=1 keeps the last scale's database for explain.ts.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { type FloorEntry, type FloorPlan, floorKey } from './floor-plan';
import { lessonSaveFor, saveSlots } from './lesson-save';
import { type BenchUser, benchEndpoints, ENDPOINT_SHAPES, type Endpoint } from './load-endpoints';
import { report, type Row, type Summary } from './load-report';
import { load, percentile, type RunResult, startServer, stopProcess } from './load-run';
import { createPlanBenchUsers, PLAN_BENCH_USERS, planIdsForBench } from './plan-calls';
import { buildPlanDataset } from './plan-dataset';
import { benchTeacherSettingId, buildGoalDataset } from './goal-dataset';
import { fillFormsForPdfBench } from './plan-pdf-bench';
import { installRecorder, recordStatements } from './recorder';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SCALES = (process.env.BENCH_SCALES ?? '1x,10x').split(',');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4253);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4254);
const ADMIN_EMAIL = 'bench-admin@bench.test';
const SAVES_SETTLE_MS = 1_000;
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const EMAILS: Record<BenchUser, string> = {
  admin: ADMIN_EMAIL,
  teacher: PLAN_BENCH_USERS.teacher,
  coordinator: PLAN_BENCH_USERS.school,
};
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ONLY_PLANS = process.env.BENCH_ONLY_PLANS === '1';
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter((word) => word.length > 0);
const selected = (endpoint: Endpoint) =>
  (!ONLY_PLANS || endpoint.plans === true) &&
  (ONLY.length === 0 || ONLY.some((word) => endpoint.name.toLowerCase().includes(word)));
const WITH_PLANS = ENDPOINT_SHAPES.filter(selected).some((endpoint) => endpoint.plans);
const WITH_GOALS = ENDPOINT_SHAPES.filter(selected).some((endpoint) => endpoint.goals);

/** Headers node:http writes itself, and the length, which the floor writes from the body it sends. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

function answerHeaders(headers: Record<string, string | number | string[] | undefined>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** The plan ids of the endpoint list when no plan endpoint is selected (those endpoints are filtered out). */
const EMPTY_PLAN = { lesson: 0, unit: 0, tier: 0, annual: 0, gradeName: '', subjectName: '' };

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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

async function signInAll(port: number) {
  const tokens = {} as Record<BenchUser, string>;
  for (const [user, email] of Object.entries(EMAILS) as [BenchUser, string][]) tokens[user] = await signIn(port, email);
  return tokens;
}

/** What the app sends to PostgreSQL and answers for one call, once the session is cached (as for every call but the first). */
async function capture(app: FastifyInstance, token: string, urlPath: string, body?: string, version?: number) {
  const call = () =>
    app.inject({
      method: body === undefined ? 'GET' : 'PUT',
      url: urlPath,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  if (body === undefined) await call();
  const { result: response, statements } = await recordStatements(call);
  if (response.statusCode !== 200) throw new Error(`${urlPath} answered ${response.statusCode}: ${response.body}`);
  const entry: FloorEntry = {
    statements,
    tokenHash: hashToken(token),
    status: response.statusCode,
    headers: answerHeaders(response.headers),
    body: response.rawPayload.toString('base64'),
    ...(version === undefined ? {} : { version }),
  };
  return entry;
}

/** Records every call of the endpoints for the floor, and their statement counts. */
async function recordFloorPlan(
  app: FastifyInstance,
  database: Awaited<ReturnType<typeof openDatabase>>,
  endpoints: Endpoint[],
  tokens: Record<BenchUser, string>,
  counts: Map<string, number[]>,
) {
  const plan: FloorPlan = {};
  for (const endpoint of endpoints) {
    const token = tokens[endpoint.user ?? 'admin'];
    const sizes: number[] = [];
    if (endpoint.save) {
      const save = endpoint.save;
      for (const slot of await saveSlots(database.db, save)) {
        // A first save makes the stored form the one the load sends; the second is the one replayed.
        await capture(app, token, save.pathOf(slot.id), save.bodyOf(slot.id, slot.version), slot.version);
        const version = slot.version + 1;
        const entry = await capture(app, token, save.pathOf(slot.id), save.bodyOf(slot.id, version), version);
        plan[floorKey('PUT', save.pathOf(slot.id))] = entry;
        if (sizes.length === 0) sizes.push(entry.statements.length);
      }
    } else {
      const entry = await capture(app, token, endpoint.path);
      plan[floorKey('GET', endpoint.path)] = entry;
      sizes.push(entry.statements.length);
      if (endpoint.otherPageSize) sizes.push((await capture(app, token, endpoint.otherPageSize)).statements.length);
    }
    counts.set(endpoint.name, [...(counts.get(endpoint.name) ?? []), ...sizes]);
  }
  return plan;
}

/** The failed answers of runs by status. */
function merged(runs: RunResult[]) {
  const total: Record<number, number> = {};
  for (const result of runs) {
    for (const [status, times] of Object.entries(result.failedStatuses)) {
      total[Number(status)] = (total[Number(status)] ?? 0) + times;
    }
  }
  return total;
}

async function measure(
  endpoint: Endpoint,
  servers: { app: ChildProcess; floor: ChildProcess },
  token: string,
  database: Awaited<ReturnType<typeof openDatabase>>,
) {
  const run = async (server: ChildProcess, port: number, seconds: number) => {
    // A run that ends leaves saves in flight, which commit after it; versions read before then would be stale.
    if (endpoint.save) await new Promise((resolve) => setTimeout(resolve, SAVES_SETTLE_MS));
    const slots = endpoint.save ? await saveSlots(database.db, endpoint.save) : undefined;
    return load({ server, port, endpoint, token, seconds, ...(slots ? { slots } : {}) });
  };
  await run(servers.app, APP_PORT, 1);
  await run(servers.floor, FLOOR_PORT, 1);
  const appRuns: RunResult[] = [];
  const floorRuns: RunResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRuns.push(await run(servers.app, APP_PORT, SECONDS));
    floorRuns.push(await run(servers.floor, FLOOR_PORT, SECONDS));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const summary = (runs: RunResult[]): Summary => ({
    rps: mean(runs.map((result) => result.requestsPerSecond)),
    p95: Math.round(
      percentile(
        runs.flatMap((result) => result.latencies),
        0.95,
      ),
    ),
    cpu: Math.round(mean(runs.map((result) => result.cpuPerRequest))),
  });
  return {
    app: summary(appRuns),
    floor: summary(floorRuns),
    failures: [...appRuns, ...floorRuns].reduce((sum, result) => sum + result.failures, 0),
    failedStatuses: `app ${JSON.stringify(merged(appRuns))}, floor ${JSON.stringify(merged(floorRuns))}`,
  };
}

function printRow(row: Row) {
  const { app, floor } = row;
  console.log(
    `${row.scale.padEnd(4)} ${row.endpoint.padEnd(40)} app ${app.rps.toFixed(1).padStart(7)} req/s p95 ${String(app.p95).padStart(5)} ms ${String(app.cpu).padStart(6)} µs CPU | floor ${floor.rps.toFixed(1).padStart(7)} req/s p95 ${String(floor.p95).padStart(5)} ms ${String(floor.cpu).padStart(6)} µs CPU | app/floor ${(app.rps / floor.rps).toFixed(2)}${row.failures ? ` (${row.failures} failed: ${row.failedStatuses})` : ''}`,
  );
}

async function main() {
  installRecorder();
  const name = `school_bench_${process.pid}`;
  const url = databaseUrlWithName(ADMIN_URL, name);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  let app: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url });
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
    if (WITH_GOALS) {
      console.log('building the goal year of the 1x network…');
      await buildGoalDataset(database.db, { from: 0, to: BENCH_SIZE.schools });
    }

    const inProcess = (await buildApp(testConfig(), database, { logger: false })).app;
    await inProcess.ready();
    const tokens = {} as Record<BenchUser, string>;
    for (const [user, email] of Object.entries(EMAILS) as [BenchUser, string][]) {
      const login = await inProcess.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: BENCH_PASSWORD },
      });
      tokens[user] = (login.json() as { accessToken: string }).accessToken;
    }
    const plan = WITH_PLANS ? await planIdsForBench(database.db) : EMPTY_PLAN;
    if (WITH_PLANS) await fillFormsForPdfBench(inProcess, tokens.admin, plan);
    const lessonSave = WITH_PLANS
      ? await lessonSaveFor(database.db, inProcess, tokens.admin, plan)
      : { ids: [], bodyOf: () => '' };
    const goalSettingId = WITH_GOALS ? await benchTeacherSettingId(database.db) : 0;
    const endpoints = benchEndpoints({ classId: someClass.id, goalSettingId, plan, lessonSave }).filter(selected);

    for (const scale of SCALES) {
      if (scale === '10x') {
        console.log(`building the 10x network (${BENCH_SIZE.schools * 10} schools)…`);
        await buildBenchDataset(database.db, { from: BENCH_SIZE.schools, to: BENCH_SIZE.schools * 10 });
        if (WITH_PLANS) {
          console.log('building the academic plans of the 10x network…');
          await buildPlanDataset(database.db, { from: BENCH_SIZE.schools, to: BENCH_SIZE.schools * 10 }, console.log);
        }
        if (WITH_GOALS) {
          console.log('building the goal year of the 10x network…');
          await buildGoalDataset(database.db, { from: BENCH_SIZE.schools, to: BENCH_SIZE.schools * 10 });
        }
      }
      await database.db.execute(sql`vacuum analyze`);
      const planFile = path.join(folder, `floor-${scale}.json`);
      fs.writeFileSync(planFile, JSON.stringify(await recordFloorPlan(inProcess, database, endpoints, tokens, counts)));

      app = await startServer('app', ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        port: APP_PORT,
        env: {
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
      });
      floor = await startServer('floor', ['--import', 'tsx', 'src/bench/floor.ts'], {
        cwd: apiDir,
        port: FLOOR_PORT,
        env: { DATABASE_URL: url, PORT: String(FLOOR_PORT), FLOOR_PLAN: planFile },
      });
      const appTokens = await signInAll(APP_PORT);
      for (const endpoint of endpoints) {
        const measured = await measure(endpoint, { app, floor }, appTokens[endpoint.user ?? 'admin'], database);
        const row: Row = { scale, endpoint: endpoint.name, ...measured };
        rows.push(row);
        printRow(row);
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
    if (KEEP_DATABASE) console.log(`kept the database ${name} (explain.ts reads it)`);
    else await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(folder, { recursive: true, force: true });
  }
  report(rows, counts);
}

await main();
