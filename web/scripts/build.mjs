// `npm run build -w web`: the web app's build, in two passes (build/first-screen-chunk.ts). The probe bundles
// without writing anything and records which modules the sign-in page loads; the real build then gathers the
// signed-in first screen's other modules into one chunk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-build-'));
const signInModules = path.join(folder, 'sign-in-modules.json');
try {
  process.env.WEB_BUILD_PROBE = signInModules;
  await build({ logLevel: 'warn' });
  delete process.env.WEB_BUILD_PROBE;
  process.env.WEB_BUILD_SIGN_IN_MODULES = signInModules;
  await build();
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
