/**
 * Shows that Biome keeps the import rules of biome.json's overrides: on the web, a feature imports no other feature
 * and not app/, and lib/ and components/ import no feature; in the api, services and commands import neither
 * drizzle-orm nor the tables (SQL stays in repositories and access modules). It writes probe files, each with
 * imports that break a rule and imports that keep them, lints them, and checks that exactly the breaking lines are
 * refused. The probes are removed afterwards. `npm run lint` runs it.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each probe: its path, and its lines with whether Biome must refuse them. */
const PROBES = [
  {
    file: 'web/src/features/lov/import-rules-probe.ts',
    lines: [
      ["export { PLAN_LIST_PATHS } from '../plans/api/plan-lists';", 'another feature', true],
      ["export { SCREENS } from '../../app/route-table';", 'app/', true],
      ["export { http } from '../../lib/http';", 'lib/', false],
      ["export { lovFormValues } from './api';", 'its own feature', false],
    ],
  },
  {
    file: 'web/src/features/goals/year/feedback/import-rules-probe.ts',
    lines: [
      ["export { PLAN_LIST_PATHS } from '../../../plans/api/plan-lists';", 'another feature', true],
      ["export { SCREENS } from '../../../../app/route-table';", 'app/', true],
      ["export { ListScreen } from '../../../../components/list-screen';", 'components/', false],
      ["export { settingFeedbackQuery } from '../../api/goal-feedback';", 'its own feature', false],
    ],
  },
  {
    file: 'web/src/lib/import-rules-probe.ts',
    lines: [
      ["export { PLAN_LIST_PATHS } from '../features/plans/api/plan-lists';", 'a feature', true],
      ["export { http } from './http';", 'lib/', false],
    ],
  },
  {
    file: 'web/src/components/import-rules-probe.ts',
    lines: [["export { LOV_PATH } from '../features/lov/api';", 'a feature', true]],
  },
  {
    file: 'api/src/modules/lov/import-rules-probe.service.ts',
    lines: [
      ["export { eq } from 'drizzle-orm';", 'drizzle-orm', true],
      ["export { lovs } from '../../db/schema';", 'the tables', true],
      ["export { lovs as lovTable } from '../../db/schema/reference';", 'a table file', true],
      ["export { findLov } from './lov.repository';", 'its repository', false],
    ],
  },
  {
    file: 'api/src/modules/goals/commands/import-rules-probe.ts',
    lines: [
      ["export { sql } from 'drizzle-orm';", 'drizzle-orm', true],
      ["export { goalSettings } from '../../../db/schema';", 'the tables', true],
      ["export { goalSetting } from '@school/contract/workflows/goal-setting';", 'the contract', false],
    ],
  },
];

let output = '';
try {
  for (const probe of PROBES)
    writeFileSync(`${ROOT}${probe.file}`, `${probe.lines.map(([line]) => line).join('\n')}\n`);
  try {
    execFileSync('npx', ['biome', 'lint', '--max-diagnostics=100', ...PROBES.map((probe) => probe.file)], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  } catch (error) {
    output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
} finally {
  for (const probe of PROBES) rmSync(`${ROOT}${probe.file}`, { force: true });
}

let failed = false;
for (const probe of PROBES) {
  probe.lines.forEach(([, what, refused], index) => {
    const found = new RegExp(`${probe.file}:${index + 1}:\\d+ lint/style/noRestrictedImports`).test(output);
    const ok = found === refused;
    if (!ok) failed = true;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${probe.file}: an import of ${what} is ${found ? 'refused' : 'allowed'}`);
  });
}
process.exitCode = failed ? 1 : 0;
