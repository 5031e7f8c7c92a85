import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Endpoint, FormSave } from './load-endpoints';

/** One load run's figures. */
export interface RunResult {
  requestsPerSecond: number;
  latencies: number[];
  failures: number;
  /** Answers by status other than 2xx, e.g. { 409: 12 }: which side failed, and how. */
  failedStatuses: Record<number, number>;
  /** CPU time the server process spent per answered request, in microseconds. */
  cpuPerRequest: number;
}

/** A form save's plan and the version its next save must carry. */
export interface SaveSlot {
  id: number;
  version: number;
}

/** Starts a server and waits until its port answers; fails with its output if it exits first. */
export async function startServer(
  label: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; port: number },
) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  let output = '';
  const keep = (data: Buffer) => {
    output += data.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) {
      // Errors after start (a failed replay, an app warning) are shown, not lost.
      child.stderr?.on('data', (data: Buffer) => process.stderr.write(`${label}: ${data}`));
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${label} did not answer within a minute:\n${output}`);
}

export function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
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

export interface LoadTarget {
  server: ChildProcess;
  port: number;
  endpoint: Endpoint;
  token: string;
  seconds: number;
  /** For a form save: the plans and their current versions, advanced as saves succeed. */
  slots?: SaveSlot[];
}

export async function load(target: LoadTarget): Promise<RunResult> {
  if (interrupted) throw new Error('interrupted');
  const cpuBefore = cpuTimeOf(target.server.pid);
  const result = await loadRun(target);
  const answered = result.requestsPerSecond * target.seconds;
  return { ...result, cpuPerRequest: answered > 0 ? (cpuTimeOf(target.server.pid) - cpuBefore) / answered : 0 };
}

type Measured = Omit<RunResult, 'cpuPerRequest'>;

/** One autocannon instance; its answers' latencies and failed statuses go into `into`. */
function autocannonRun(options: autocannon.Options, into: Measured) {
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else {
        into.requestsPerSecond += result.requests.total / (options.duration as number);
        into.failures += result.non2xx + result.errors + result.timeouts;
        resolve();
      }
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      into.latencies.push(responseTime);
      if (status >= 300) into.failedStatuses[status] = (into.failedStatuses[status] ?? 0) + 1;
    });
  });
}

/**
 * A save's load: one connection per plan, each sending its plan's current version and advancing it when the save
 * succeeds. One autocannon instance per connection, since an instance's connections share their request.
 */
function saveRequests(target: LoadTarget, slot: SaveSlot, save: FormSave): autocannon.Request[] {
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' };
  return [
    {
      method: 'PUT',
      setupRequest: (request) => ({
        ...request,
        method: 'PUT',
        path: save.pathOf(slot.id),
        headers,
        body: save.bodyOf(slot.id, slot.version),
      }),
      onResponse: (status) => {
        if (status === 200) slot.version++;
      },
    },
  ];
}

async function loadRun(target: LoadTarget): Promise<Measured> {
  const { port, endpoint, token, seconds } = target;
  const measured: Measured = { requestsPerSecond: 0, latencies: [], failures: 0, failedStatuses: {} };
  const base = { url: `http://127.0.0.1:${port}${endpoint.path}`, duration: seconds };
  const connections = endpoint.connections ?? 50;
  const save = endpoint.save;
  if (!save) {
    await autocannonRun({ ...base, connections, headers: { authorization: `Bearer ${token}` } }, measured);
    return measured;
  }
  const slots = (target.slots ?? []).slice(0, connections);
  if (slots.length < connections)
    throw new Error(`${endpoint.name}: ${slots.length} plans for ${connections} connections`);
  await Promise.all(
    slots.map((slot) =>
      autocannonRun({ ...base, connections: 1, requests: saveRequests(target, slot, save) }, measured),
    ),
  );
  return measured;
}

export function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
