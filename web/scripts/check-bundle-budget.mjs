// Fails the build when the JavaScript a page loads is over its budget (gzipped): the sign-in page, the dashboard and
// the plan pages teachers open most. It reads Vite's manifest: the entry chunk and its static imports, plus each of
// the page's lazy modules (route chunks) and their static imports, each file counted once. A lazy module bundled
// into another chunk has no entry of its own and is counted with that chunk.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What a signed-in page loads before its own chunk: the session boundary, the layout and the dashboard, bundled as
 * one chunk (bundling/first-screen-chunk.ts), which has no source of its own in the manifest.
 */
const SIGNED_IN = ['first-screen'];

/** Each page's lazy modules and its budget in KB (a little above what it loads today). */
const PAGES = [
  { name: 'the login page', sources: ['src/features/auth/login-page.tsx'], budgetKb: 150 },
  { name: 'the dashboard', sources: SIGNED_IN, budgetKb: 200 },
  {
    name: 'a lesson plan page',
    sources: [...SIGNED_IN, 'src/features/plans/lesson-plan-detail-page.tsx'],
    budgetKb: 240,
  },
  { name: 'a unit plan page', sources: [...SIGNED_IN, 'src/features/plans/unit-plan-detail-page.tsx'], budgetKb: 240 },
];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error(`bundle budget: ${manifestPath} is missing; build with build.manifest enabled first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKeys = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
if (entryKeys.length === 0) {
  console.error('bundle budget: the manifest has no entry chunk.');
  process.exit(1);
}

/** The chunk and everything it imports statically, recursively. */
function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

/** A source's manifest key, or a named chunk's ('first-screen': `_first-screen-<hash>.js`). */
const keysOf = (source) =>
  manifest[source] ? [source] : Object.keys(manifest).filter((key) => key.startsWith(`_${source}-`));

const gzippedBytes = new Map();
const sizeOf = (file) => {
  if (!gzippedBytes.has(file)) gzippedBytes.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzippedBytes.get(file);
};

let over = false;
for (const page of PAGES) {
  const keys = new Set();
  for (const key of [...entryKeys, ...page.sources.flatMap(keysOf)]) collect(key, keys);
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
  const totalKb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  const verdict = totalKb <= page.budgetKb ? 'within' : 'OVER';
  console.log(
    `bundle budget: ${page.name} loads ${totalKb.toFixed(1)} KB of gzipped JavaScript in ${files.length} files (${verdict} the budget of ${page.budgetKb} KB)`,
  );
  if (totalKb > page.budgetKb) over = true;
}
if (over) process.exit(1);
