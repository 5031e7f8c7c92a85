// Development: the API in watch mode and the Vite dev server (which proxies /api to it), together.
// Ctrl+C, or either one stopping, stops both.
import { spawn } from 'node:child_process';

const commands = [
  { name: 'api', args: ['run', 'dev', '-w', 'api'] },
  { name: 'web', args: ['run', 'dev', '-w', 'web'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let stopping = false;

const children = commands.map(({ name, args }) => {
  // Each child leads its own process group, so stopping it also stops what npm started under it.
  const child = spawn(npm, args, { stdio: 'inherit', detached: process.platform !== 'win32' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`\n[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
      stop(code ?? 1);
    }
  });
  return child;
});

function kill(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) kill(child, 'SIGTERM');
  // Whatever has not stopped after a few seconds is stopped for good.
  setTimeout(() => {
    for (const child of children) kill(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  Promise.all(children.map(exited)).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => {
  for (const child of children) kill(child, 'SIGKILL');
});
