// Fails the build when the JavaScript the sign-in page loads is over budget (gzipped).
// It reads Vite's manifest: the entry chunk and its static imports, plus the login route's chunk (when it is
// lazy rather than part of the entry) and its static imports, each file counted once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const LOGIN_ROUTE_SOURCES = ['src/features/auth/login-page.tsx'];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error(`bundle budget: ${manifestPath} is missing; build with build.manifest enabled first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest);

const entryKeys = entries.filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
if (entryKeys.length === 0) {
  console.error('bundle budget: the manifest has no entry chunk.');
  process.exit(1);
}
// A source bundled into the entry has no chunk of its own: it is counted with the entry.
const loginChunks = LOGIN_ROUTE_SOURCES.filter((source) => manifest[source]);

/** The chunk and everything it imports statically, recursively. */
function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const keys = new Set();
for (const key of [...entryKeys, ...loginChunks]) collect(key, keys);

const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => ({ file, bytes: gzipSync(fs.readFileSync(path.join(dist, file))).length }));
sizes.sort((a, b) => b.bytes - a.bytes);

const totalKb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
for (const { file, bytes } of sizes) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `bundle budget: the login page loads ${totalKb.toFixed(1)} KB of gzipped JavaScript (${verdict} the budget of ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) process.exit(1);
