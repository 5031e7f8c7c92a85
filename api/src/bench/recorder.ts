import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { FloorStatement } from './floor-plan';

/*
 * What the app sends to PostgreSQL during one request, as node-postgres receives it: each statement's name (the
 * app's prepared statements), text, values and row mode, on which connection, and when it was sent and answered.
 * The floor (floor.ts) replays it with the same names, overlap and transactions. The bench process patches
 * node-postgres' Client once; the app's code is not touched.
 */

interface Recorded {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
  connection: number;
  start: number;
  end: number;
}

type QueryArgs = [unknown, unknown?, unknown?];
type Callback = (error: unknown, result: unknown) => void;

let recording: Recorded[] | null = null;
const connections = new WeakMap<object, number>();
let nextConnection = 0;
let installed = false;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function connectionOf(client: object) {
  const known = connections.get(client);
  if (known !== undefined) return known;
  const id = nextConnection++;
  connections.set(client, id);
  return id;
}

function describe(args: QueryArgs): Omit<Recorded, 'connection' | 'start' | 'end'> {
  const [config, second] = args;
  const values = Array.isArray(second) ? second : isRecord(config) && Array.isArray(config.values) ? config.values : [];
  if (typeof config === 'string') return { text: config, values };
  const text = isRecord(config) && typeof config.text === 'string' ? config.text : '';
  const name = isRecord(config) && typeof config.name === 'string' ? config.name : undefined;
  const rowMode = isRecord(config) && config.rowMode === 'array' ? 'array' : undefined;
  return { text, values, ...(name ? { name } : {}), ...(rowMode ? { rowMode } : {}) };
}

/**
 * The rate limit's shared counts are sent on a timer (plugins/rate-limit-shared.ts), whatever call is running: one
 * falling into a recording is not the call's, and would add a statement to its count and to the floor's replay.
 */
const isBackgroundWrite = (text: string) => text.includes('"rate_limit_counts"');

/** Patches node-postgres' Client.query so that statements sent while recording are kept (once per process). */
export function installRecorder() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as unknown as (this: object, ...args: QueryArgs) => unknown;
  const patched = function (this: object, ...args: QueryArgs) {
    const list = recording;
    if (!list) return original.apply(this, args);
    const described = describe(args);
    if (isBackgroundWrite(described.text)) return original.apply(this, args);
    const entry: Recorded = { ...described, connection: connectionOf(this), start: performance.now(), end: 0 };
    list.push(entry);
    const done = () => {
      entry.end = performance.now();
    };
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Callback;
      args[callbackAt] = (error: unknown, result: unknown) => {
        done();
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  pg.Client.prototype.query = patched as unknown as typeof pg.Client.prototype.query;
}

/** Runs `work` and answers the statements it sent, ready for the floor. */
export async function recordStatements<T>(work: () => Promise<T>) {
  recording = [];
  try {
    const result = await work();
    return { result, statements: toFloorStatements(recording) };
  } finally {
    recording = null;
  }
}

const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

/**
 * Each statement waits for those the app had answered before sending it (so statements the app overlapped
 * overlap again), and a transaction's statements, BEGIN to COMMIT, share one connection.
 */
export function toFloorStatements(recorded: Recorded[]): FloorStatement[] {
  const open = new Map<number, number>();
  let transactions = 0;
  return recorded.map((entry) => {
    let transaction = open.get(entry.connection);
    if (BEGIN.test(entry.text)) {
      transaction = transactions++;
      open.set(entry.connection, transaction);
    } else if (END.test(entry.text)) {
      open.delete(entry.connection);
    }
    const after = recorded.flatMap((other, index) => (other.end > 0 && other.end <= entry.start ? [index] : []));
    return {
      text: entry.text,
      values: entry.values,
      after: withoutImplied(after, recorded),
      ...(entry.name ? { name: entry.name } : {}),
      ...(entry.rowMode ? { rowMode: entry.rowMode } : {}),
      ...(transaction !== undefined ? { transaction } : {}),
    };
  });
}

/** Drops the statements another awaited one already waited for: the same order, a shorter plan. */
function withoutImplied(after: number[], recorded: Recorded[]) {
  return after.filter(
    (index) => !after.some((other) => other !== index && (recorded[index]?.end ?? 0) <= (recorded[other]?.start ?? 0)),
  );
}
