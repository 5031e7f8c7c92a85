// The bare floor of `npm run bench:load`: node:http and pg, nothing else. For each path it runs the statements the
// app sent for it (captured by the benchmark through the database client, the session statement included, with
// the bearer token's hash computed per request) and answers their rows as JSON with the app's headers. What the app
// spends beyond this is the cost of the framework, validation, access checks, mapping and serialisation.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export interface FloorStatement {
  text: string;
  params: unknown[];
}

/**
 * Per path: its statements in the order the app sent them, the token hash to replace by the caller's, and the
 * headers the app's answer carried beyond the body's own (security, rate limit, cache), as the app sent them once.
 */
export type FloorPlan = Record<
  string,
  { statements: FloorStatement[]; tokenHash: string | null; headers: Record<string, string> }
>;

const plan: FloorPlan = JSON.parse(fs.readFileSync(process.env.FLOOR_PLAN ?? '', 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** BENCH_FLOOR_PREPARED=1: every statement named (parsed and planned once per connection), as the app's hot ones are. */
const prepared = process.env.BENCH_FLOOR_PREPARED === '1';
/**
 * Every answer carries the headers the app's answer to that path carried (security, rate limit, cache): the floor
 * writes the same answer, so the ratio measures the framework, not the headers the API must send. node:http spends
 * about a microsecond on each header, a quarter of /health's cost (docs/performance.md). BENCH_FLOOR_HEADERS=0
 * leaves them out: the barest floor.
 */
const sameHeaders = process.env.BENCH_FLOOR_HEADERS !== '0';
/** Per path, the headers of its answers but the length, as the flat list of names and values node:http takes. */
const headerLines: Record<string, string[]> = Object.fromEntries(
  Object.entries(plan).map(([urlPath, entry]) => [
    urlPath,
    [...Object.entries(sameHeaders ? entry.headers : {}).flat(), 'content-type', 'application/json'],
  ]),
);

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
  response.writeHead(200, [
    ...(headerLines[request.url ?? ''] ?? []),
    'content-length',
    String(Buffer.byteLength(body)),
  ]);
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
