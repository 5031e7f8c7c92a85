// The fair floor of `npm run bench:load`: node:http and pg, nothing else. For each call it replays what the app
// sent to PostgreSQL (recorder.ts): the same statements, named where the app names them, overlapped where the app
// overlapped them, a transaction's statements on one connection, with the caller's token hash computed per request
// (and a form save's version taken from its body). It answers the app's own recorded bytes. What the app spends
// beyond this is the cost of the framework, validation, access checks, mapping and serialisation.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { type FloorEntry, type FloorPlan, type FloorStatement, floorKey } from './floor-plan';

const plan: FloorPlan = JSON.parse(fs.readFileSync(process.env.FLOOR_PLAN ?? '', 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/**
 * BENCH_FLOOR_HEADERS=0, the bare floor: only the body's type and length. Otherwise every answer carries the
 * headers the app's answer carried (security, rate limit, cache), so the ratio measures the framework, not the
 * headers the API must send.
 */
const sameHeaders = process.env.BENCH_FLOOR_HEADERS !== '0';

/** Date and time types answered as text, as drizzle asks node-postgres to (drizzle-orm/node-postgres/session). */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
};

interface Answer {
  entry: FloorEntry;
  head: string[];
  body: Buffer;
}
const answers = new Map<string, Answer>(
  Object.entries(plan).map(([key, entry]) => {
    const body = Buffer.from(entry.body, 'base64');
    const headers = sameHeaders ? entry.headers : { 'content-type': entry.headers['content-type'] ?? '' };
    const head = [...Object.entries(headers).flat(), 'content-length', String(body.length)];
    return [key, { entry, head, body }];
  }),
);

async function readBody(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The values of a statement with the request's own token hash and version. */
function valuesFor(statement: FloorStatement, entry: FloorEntry, tokenHash: string | null, version: unknown) {
  return statement.values.map((value) => {
    if (entry.tokenHash !== null && value === entry.tokenHash) return tokenHash;
    if (entry.version !== undefined && value === entry.version) return version;
    return value;
  });
}

/** Runs the statements in the app's order and overlap; a transaction holds one connection from BEGIN to its end. */
async function replay(entry: FloorEntry, tokenHash: string | null, version: unknown) {
  const connections = new Map<number, Promise<pg.PoolClient>>();
  const held = new Set<pg.PoolClient>();
  const finished: Promise<unknown>[] = [];
  const last = new Map<number, number>();
  entry.statements.forEach((statement, index) => {
    if (statement.transaction !== undefined) last.set(statement.transaction, index);
  });
  const run = async (statement: FloorStatement, index: number) => {
    const query = {
      text: statement.text,
      values: valuesFor(statement, entry, tokenHash, version),
      types,
      ...(statement.name ? { name: statement.name } : {}),
      ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
    };
    const transaction = statement.transaction;
    if (transaction === undefined) return pool.query(query);
    let connection = connections.get(transaction);
    if (!connection) {
      connection = pool.connect();
      connections.set(transaction, connection);
    }
    const client = await connection;
    held.add(client);
    const result = await client.query(query);
    if (last.get(transaction) === index) {
      held.delete(client);
      client.release();
    }
    return result;
  };
  entry.statements.forEach((statement, index) => {
    finished[index] = Promise.all(statement.after.map((before) => finished[before])).then(() => run(statement, index));
  });
  try {
    await Promise.all(finished);
  } catch (error) {
    // A failed replay's connections may be inside a transaction: they are closed, not reused.
    for (const client of held) client.release(true);
    throw error;
  }
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const found = answers.get(floorKey(request.method ?? 'GET', request.url ?? ''));
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  const { entry, head, body } = found;
  const header = request.headers.authorization ?? '';
  const tokenHash = header.startsWith('Bearer ') ? sha256(header.slice('Bearer '.length)) : null;
  const sent = request.method === 'GET' ? '' : await readBody(request);
  const version = entry.version === undefined ? undefined : (JSON.parse(sent) as { version?: unknown }).version;
  await replay(entry, tokenHash, version);
  response.writeHead(entry.status, head);
  response.end(body);
}

/** Requests still in flight when the benchmark stops the floor fail with the closed pool: not worth a line. */
let closing = false;
const server = http.createServer((request, response) => {
  answer(request, response).catch((error: unknown) => {
    if (!closing) console.error(error);
    response.writeHead(500).end();
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
process.on('SIGTERM', () => {
  closing = true;
  server.close(() => pool.end().then(() => process.exit(0)));
});
