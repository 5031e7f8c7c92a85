// `npm run bench`: a database of realistic size on PGlite (or DATABASE_URL), then each list and detail call
// through the real app, timed. Prints median and 95th percentile per call.
import { performance } from 'node:perf_hooks';
import { ROLE_NAMES } from '@school/contract';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createPglite, openDatabase } from '../db/client';
import { assignRoles, seedReferenceData } from '../seed/base';
import { BENCH_PASSWORD, BENCH_SIZE, buildBenchDataset, createUserForBench } from './dataset';

const ROUNDS = 40;

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite-instance', client: createPglite() });
console.log(`building the dataset (${JSON.stringify(BENCH_SIZE)}) on ${database.kind}…`);
await seedReferenceData(database.db);
await buildBenchDataset(database.db);
const adminId = await createUserForBench(database.db, 'bench-admin@bench.test');
await assignRoles(database.db, adminId, [ROLE_NAMES.administrator]);

const { app } = await buildApp(testConfig(), database, { logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench-admin@bench.test', password: BENCH_PASSWORD },
});
const token = (login.json() as { accessToken: string }).accessToken;

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

console.log('\ncall                  status   median ms   p95 ms');
let failures = 0;
for (const [name, url] of calls) {
  const times: number[] = [];
  let status = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - start);
    status = response.statusCode;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  if (status !== 200) failures++;
  console.log(
    `${name.padEnd(22)}${String(status).padEnd(9)}${median.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`,
  );
}
await app.close();
await database.close();
process.exit(failures > 0 ? 1 : 0);
