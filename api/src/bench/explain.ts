// `node --import tsx src/bench/explain.ts <email> <path>...`: on DATABASE_URL (a database `npm run bench` built and
// left), calls each path through the real app as that user and prints every statement it sent with its EXPLAIN
// ANALYZE (timings, plans), the slowest first. The tool behind the indexes of docs/performance.md.
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { BENCH_PASSWORD } from './dataset';

const [email, ...paths] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!email || paths.length === 0 || !url) {
  console.error('usage: DATABASE_URL=… node --import tsx src/bench/explain.ts <email> <path>...');
  process.exit(2);
}
interface Statement {
  text: string;
  params: unknown[];
}
let recording: Statement[] | null = null;
const database = await openDatabase(
  { kind: 'postgres', url },
  { onQuery: (text, params) => recording?.push({ text, params }) },
);
const { app } = await buildApp(testConfig(), database, { logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: BENCH_PASSWORD },
});
const token = (login.json() as { accessToken: string }).accessToken;
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const path of paths) {
  await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  recording = [];
  const response = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  const statements: Statement[] = recording;
  recording = null;
  console.log(`\n=== ${path} → ${response.statusCode}, ${statements.length} statements`);
  const explained: { ms: number; text: string; plan: string }[] = [];
  for (const statement of statements) {
    if (!/^\s*(select|with)/i.test(statement.text)) continue;
    const result = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    explained.push({ ms, text: `${statement.text}\n-- ${JSON.stringify(statement.params)}`, plan });
  }
  for (const entry of explained.sort((a, b) => b.ms - a.ms)) {
    console.log(`\n--- ${entry.ms} ms\n${entry.text}\n${entry.plan}`);
  }
}
await client.end();
await app.close();
await database.close();
