#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite), the web build with its bundle budget, then the browser tests.
// Ends with one line "N passed, N failed" over every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const steps = [];

// First, because the plan PDF tests of the API suite read PDFs back with pdftotext, which it installs too.
const browserOk = run('browser and pdftotext for the tests', 'node', ['scripts/ensure-chromium.mjs']);

const vitestReport = path.join(reports, 'vitest.json');
const unitOk = run('unit and API tests (PGlite)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!unitOk) totals.failed += 1;
steps.push(['unit and API tests', unitOk]);

const buildOk = run('web build and bundle budget', 'npm', ['run', 'build']);
steps.push(['web build', buildOk]);
if (!buildOk) totals.failed += 1;

let e2eOk = false;
if (buildOk && browserOk) {
  const playwrightReport = path.join(reports, 'playwright.json');
  e2eOk = run('browser tests (Chromium)', 'npm', ['test', '-w', 'e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  } else if (!e2eOk) totals.failed += 1;
} else {
  totals.failed += 1;
}
steps.push(['browser tests', e2eOk]);

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== summary');
for (const [name, ok] of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(steps.every(([, ok]) => ok) ? 0 : 1);
