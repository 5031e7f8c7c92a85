#!/usr/bin/env node
// `npm run lint:api-document` (part of `npm run lint`): builds the API document exactly as /api/openapi.json serves
// it and lints it with Spectral's OpenAPI rules and the OWASP API Security ruleset (.spectral.yaml). Any finding,
// a warning included, fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-openapi-'));
const document = path.join(folder, 'openapi.json');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

let status = run('node', ['--import', 'tsx', 'src/openapi/write-document.ts', document], {
  cwd: path.join(root, 'api'),
});
if (status === 0) {
  status = run('npx', ['spectral', 'lint', document, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']);
}
fs.rmSync(folder, { recursive: true, force: true });
process.exit(status);
