import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class DataDirLockedError extends Error {}

/*
 * PGlite does not lock its folder, and two processes writing it corrupt it. The lock is a Unix domain socket the
 * holder listens on: the operating system closes it with the process, however it ends (kill -9, a zombie waiting
 * to be reaped), so no pid is ever trusted. A process that can connect() to a socket knows a live holder is there.
 *
 * Each holder binds a socket of its own unique name (lock-<random>.sock) in the lock folder. Taking the lock:
 * remove the sockets nobody answers on (their holders are gone, and a unique name is never bound again, so this
 * never removes a live one), refuse if one answers, else bind ours and look again: if another live socket appeared
 * meanwhile, two processes are starting at once and ours steps back (and retries after a short random wait). Of two
 * that both bind, the later one's second look always sees the earlier, so two holders can never both go on.
 */

/** Unix socket paths are cut at 108 bytes (silently, by libuv): longer folders keep their lock in the temp folder. */
const MAX_SOCKET_PATH_BYTES = 100;
const ATTEMPTS = 3;

function lockFolderOf(dataDir: string) {
  const inside = path.join(dataDir, '.lock');
  if (Buffer.byteLength(path.join(inside, 'lock-0123456789abcdef.sock')) <= MAX_SOCKET_PATH_BYTES) return inside;
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 24);
  return path.join(os.tmpdir(), 'school-planning-locks', key);
}

const isLockSocket = (name: string) => /^lock-[0-9a-f]{16}\.sock$/.test(name);

/** The pid a live holder says it has, or null when nobody answers on the socket. */
function askHolder(socketPath: string): Promise<{ pid: string } | null> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let answer = '';
    const done = (result: { pid: string } | null) => {
      socket.destroy();
      resolve(result);
    };
    // A holder that is stopped (SIGSTOP) still accepts the connection but never writes: live, pid unknown.
    socket.setTimeout(1000, () => done({ pid: 'unknown' }));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => done({ pid: answer.trim() || 'unknown' }));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // ECONNREFUSED: the socket file outlived its holder. ENOENT: removed meanwhile.
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : { pid: 'unknown' });
    });
  });
}

/** Removes the sockets of holders that are gone; answers the pid of a live one, if any. */
async function liveHolder(folder: string, except?: string): Promise<string | null> {
  for (const name of fs.readdirSync(folder).filter(isLockSocket)) {
    const socketPath = path.join(folder, name);
    if (socketPath === except) continue;
    const holder = await askHolder(socketPath);
    if (holder) return holder.pid;
    fs.rmSync(socketPath, { force: true });
  }
  return null;
}

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(String(process.pid));
    });
    // Before listening, an error means we could not bind; after, there is nothing useful to do with one.
    server.on('error', reject);
    server.listen(socketPath, () => {
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

const inUse = (dataDir: string, pid: string) =>
  new DataDirLockedError(
    `The database folder ${dataDir} is in use by another process (pid ${pid}). ` +
      'Stop that process, or set DATA_DIR to another folder.',
  );

/**
 * Windows has no Unix sockets but named pipes, which vanish with their process and cannot be bound twice: one
 * name per folder is the whole lock. (Not exercised by the tests, which run on Linux.)
 */
async function lockWithNamedPipe(dataDir: string): Promise<() => Promise<void>> {
  const key = createHash('sha256').update(fs.realpathSync(dataDir).toLowerCase()).digest('hex').slice(0, 24);
  const pipe = `\\\\.\\pipe\\school-planning-${key}`;
  try {
    const server = await listen(pipe);
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw inUse(dataDir, (await askHolder(pipe))?.pid ?? 'unknown');
  }
}

/** Holds the data folder for this process; the returned function lets it go. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.platform === 'win32') return lockWithNamedPipe(dataDir);
  const folder = lockFolderOf(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const holder = await liveHolder(folder);
    if (holder) throw inUse(dataDir, holder);
    const socketPath = path.join(folder, `lock-${randomBytes(8).toString('hex')}.sock`);
    const server = await listen(socketPath);
    const release = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const rival = await liveHolder(folder, socketPath);
    if (!rival) {
      // The pid file of earlier versions means nothing now.
      fs.rmSync(path.join(dataDir, 'app.lock'), { force: true });
      return release;
    }
    // Another process is taking the lock at this very moment: step back, then look again.
    await release();
    if (attempt === ATTEMPTS) throw inUse(dataDir, rival);
    await sleep(50 + Math.floor(Math.random() * 200));
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dataDir}.`);
}
