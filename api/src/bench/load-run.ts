import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { Endpoint } from './load-endpoints';

/** One load run's figures. */
export interface RunResult {
  requestsPerSecond: number;
  latencies: number[];
  failures: number;
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
    if (answered) return child;
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

/**
 * A save's requests: each takes a plan no other request holds, sends its current version, and gives the plan back
 * when answered (autocannon keeps the request's context from setupRequest to onResponse).
 */
function saveRequests(target: LoadTarget) {
  const { endpoint, slots = [], token } = target;
  const save = endpoint.save;
  if (!save) return undefined;
  const free = [...slots];
  const held = new WeakMap<object, SaveSlot>();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return [
    {
      method: 'PUT' as const,
      setupRequest: (request: autocannon.Request, context: object) => {
        const slot = free.shift() ?? slots[0];
        if (!slot) return request;
        held.set(context, slot);
        return {
          ...request,
          method: 'PUT' as const,
          path: save.pathOf(slot.id),
          headers,
          body: save.bodyOf(slot.id, slot.version),
        };
      },
      onResponse: (status: number, _body: string, context: object) => {
        const slot = held.get(context);
        if (!slot) return;
        held.delete(context);
        if (status === 200) slot.version++;
        free.push(slot);
      },
    },
  ];
}

function loadRun(target: LoadTarget) {
  const { port, endpoint, token, seconds } = target;
  return new Promise<Omit<RunResult, 'cpuPerRequest'>>((resolve, reject) => {
    const latencies: number[] = [];
    const requests = saveRequests(target);
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        connections: endpoint.connections ?? 50,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        ...(requests ? { requests } : {}),
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

export function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
