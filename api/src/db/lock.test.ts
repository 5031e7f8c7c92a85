import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const apiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];
const started: ChildProcess[] = [];
/** Processes started through a shell, so not children of this one. */
const grandchildren: number[] = [];

function tempFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lock-'));
  folders.push(folder);
  return folder;
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  }
  for (const pid of grandchildren) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, naming its pid, and lets go on release', async () => {
    const dataDir = tempFolder();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by another process (pid ${process.pid})`);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('ignores a pid file, even one naming a live process (a pid can be reused)', async () => {
    const dataDir = tempFolder();
    fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('keeps the lock of a folder whose path is too long for a socket in the temp folder', async () => {
    const dataDir = path.join(tempFolder(), 'a-rather-long-folder-name-'.repeat(4));
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
    await release();
  });
});

/* ---------- the real server: kill -9, a zombie, a restart at once, a second one refused ---------- */

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's environment: nothing of the developer's or CI's database settings leaks in. */
function serverEnv(dataDir: string, port: number) {
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...env } = process.env;
  return {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
}

const SERVER = ['--import', 'tsx', 'src/server.ts'];

function track(child: ChildProcess) {
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** A start takes seconds; the long wait only serves a machine loaded by parallel suites. */
async function waitForHealth(port: number, output: () => string, timeoutMs = 400_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on port ${port} did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/** The pid the shell prints first. */
async function firstLineNumber(output: () => string) {
  while (!output().includes('\n')) await new Promise((resolve) => setTimeout(resolve, 20));
  const pid = Number(output().split('\n')[0]);
  expect(pid).toBeGreaterThan(0);
  return pid;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const processState = (pid: number) => {
  try {
    // /proc/<pid>/stat: "pid (name) S ...", the state after the name.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] ?? 'gone';
  } catch {
    return 'gone';
  }
};

describe('the server on the embedded database', () => {
  it('restarts at once after kill -9 (its process left a zombie) and refuses a second live one', async () => {
    const dataDir = tempFolder();
    const port = await freePort();

    // The first server is started by a shell that then becomes `sleep`, which never reaps it: killed, it stays a
    // zombie whose pid still exists, as when a supervisor is slow to reap.
    const parent = track(
      spawn('sh', ['-c', `node ${SERVER.join(' ')} & echo $!; exec sleep 300`], {
        cwd: apiFolder,
        env: serverEnv(dataDir, port),
      }),
    );
    const serverPid = await firstLineNumber(parent.output);
    grandchildren.push(serverPid);
    await waitForHealth(port, parent.output);
    process.kill(serverPid, 'SIGKILL');
    while (processState(serverPid) !== 'Z' && processState(serverPid) !== 'gone') {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (process.platform === 'linux') expect(processState(serverPid)).toBe('Z');

    // A pid file naming a live process (this one) must not fool the lock either.
    fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid));

    const restarted = track(spawn('node', SERVER, { cwd: apiFolder, env: serverEnv(dataDir, port) }));
    await waitForHealth(port, restarted.output);

    const second = track(spawn('node', SERVER, { cwd: apiFolder, env: serverEnv(dataDir, await freePort()) }));
    expect(await exited(second.child)).toBe(1);
    expect(second.output()).toContain(`The database folder ${dataDir} is in use by another process`);

    restarted.child.kill('SIGTERM');
    expect(await exited(restarted.child)).toBe(0);
    parent.child.kill('SIGKILL');
  }, 900_000);
});
