#!/usr/bin/env node
// `npm run test:mutation`: Stryker over the files of stryker.config.json, then the score of EACH file, which must
// be at least the break threshold (Stryker's own break judges only the total). Extra arguments go to Stryker
// (e.g. `-- --mutate contract/src/access.ts` for one file). Prints the table docs/testing.md records.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(fs.readFileSync(path.join(root, 'stryker.config.json'), 'utf8'));
const report = path.join(root, config.jsonReporter.fileName);
const threshold = config.thresholds.break;
const BUDGET_MINUTES = 15;

const started = Date.now();
fs.rmSync(report, { force: true });
const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
const minutes = (Date.now() - started) / 60_000;
if (!fs.existsSync(report)) {
  console.error('Stryker wrote no report: see its output above.');
  process.exit(run.status || 1);
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const rows = Object.entries(JSON.parse(fs.readFileSync(report, 'utf8')).files).map(([file, { mutants }]) => {
  const count = (statuses) => mutants.filter((mutant) => statuses.has(mutant.status)).length;
  const detected = count(DETECTED);
  const undetected = count(UNDETECTED);
  const score = detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
  return { file: path.relative(root, path.resolve(root, file)), detected, undetected, score };
});
rows.sort((a, b) => a.file.localeCompare(b.file));

console.log(`\n| File | Score | Killed | Survived or not covered |\n|---|---|---|---|`);
for (const row of rows) {
  console.log(`| ${row.file} | ${row.score.toFixed(1)}% | ${row.detected} | ${row.undetected} |`);
}
const failing = rows.filter((row) => row.score < threshold);
console.log(`\n${rows.length} files in ${minutes.toFixed(1)} minutes.`);
if (minutes > BUDGET_MINUTES) {
  console.warn(`Over the ${BUDGET_MINUTES}-minute budget: narrow the run (docs/testing.md), never the threshold.`);
}
if (failing.length > 0) {
  console.error(`Under ${threshold}%: ${failing.map((row) => `${row.file} (${row.score.toFixed(1)}%)`).join(', ')}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
