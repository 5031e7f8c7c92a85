// The bare floor of `npm run bench:load`: node:http and pg, nothing else. For each path it runs the statements the
// app sent for it (captured by the benchmark through the database client, the session statement included, with
// the bearer token's hash computed per request) and answers their rows as JSON. What the app spends beyond this
// is the cost of the framework, validation, access checks, mapping and serialisation.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export interface FloorStatement {
  text: string;
  params: unknown[];
}

/** Per path: its statements in the order the app sent them, and the token hash to replace by the caller's. */
export type FloorPlan = Record<string, { statements: FloorStatement[]; tokenHash: string | null }>;

const plan: FloorPlan = JSON.parse(fs.readFileSync(process.env.FLOOR_PLAN ?? '', 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** BENCH_FLOOR_PREPARED=1: every statement named (parsed and planned once per connection), as the app's hot ones are. */
const prepared = process.env.BENCH_FLOOR_PREPARED === '1';

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const entry = plan[request.url ?? ''];
  if (!entry) {
    response.writeHead(404).end();
    return;
  }
  const header = request.headers.authorization ?? '';
  const tokenHash = header.startsWith('Bearer ') ? sha256(header.slice('Bearer '.length)) : null;
  const results: unknown[] = [];
  for (const statement of entry.statements) {
    const params = statement.params.map((param) => (param === entry.tokenHash ? tokenHash : param));
    const name = prepared ? `floor_${sha256(statement.text).slice(0, 16)}` : undefined;
    results.push((await pool.query({ name, text: statement.text, values: params })).rows);
  }
  const body = JSON.stringify(results);
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

const server = http.createServer((request, response) => {
  answer(request, response).catch((error: unknown) => {
    console.error(error);
    response.writeHead(500).end();
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
