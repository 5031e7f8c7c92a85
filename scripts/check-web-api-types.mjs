/**
 * Shows that the web is typed by the API document: `tsc -p web` passes on the generated client types as committed,
 * and fails when a path or a field of the document changes (each change is tried on the generated file, which is
 * then restored). Run: `node scripts/check-web-api-types.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TYPES = fileURLToPath(new URL('../api/src/openapi/generated/api-types.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each change the document could make and the web must notice. */
const CHANGES = [
  {
    what: 'a path renamed (/api/schools/{id} → /api/school/{id})',
    from: '"/api/schools/{id}": {',
    to: '"/api/school/{id}": {',
  },
  { what: 'a field renamed in answers (schoolCampus → campusName)', from: /\bschoolCampus:/g, to: 'campusName:' },
];

function typecheck() {
  try {
    execFileSync('npx', ['tsc', '-p', 'web', '--noEmit'], { cwd: ROOT, stdio: 'pipe' });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String(error.stdout ?? '') };
  }
}

const original = readFileSync(TYPES, 'utf8');
let failed = false;
try {
  const baseline = typecheck();
  console.log(`as generated: ${baseline.ok ? 'tsc -p web passes' : 'tsc -p web FAILS'}`);
  if (!baseline.ok) {
    console.log(baseline.output);
    failed = true;
  }
  for (const change of CHANGES) {
    const changed = original.replace(change.from, change.to);
    if (changed === original) throw new Error(`the generated file no longer holds what '${change.what}' changes`);
    writeFileSync(TYPES, changed);
    const result = typecheck();
    const first = result.output.split('\n').find((line) => line.includes('error TS')) ?? '';
    console.log(
      `${change.what}: ${result.ok ? 'tsc -p web PASSES (not noticed)' : `tsc -p web fails (${first.trim()})`}`,
    );
    if (result.ok) failed = true;
  }
} finally {
  writeFileSync(TYPES, original);
}
process.exitCode = failed ? 1 : 0;
