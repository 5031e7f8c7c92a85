import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The fake external school system of the Sync With Valai test (e2e/fake-sis.ts) listens here.
const SIS_PORT = Number(process.env.E2E_SIS_PORT ?? 4199);
process.env.E2E_SIS_PORT = String(SIS_PORT);

// One fresh folder per run, made by the runner and inherited by its workers through the environment.
const runDir = process.env.E2E_RUN_DIR || fs.mkdtempSync(path.join(os.tmpdir(), `school-e2e-${Date.now()}-`));
const outboxFile = process.env.E2E_OUTBOX_FILE || path.join(runDir, 'outbox.jsonl');
process.env.E2E_RUN_DIR = runDir;
process.env.E2E_OUTBOX_FILE = outboxFile;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  // Generous for a 2-CPU machine running two workers, each with its browser and the app (a page may take seconds),
  // whose speed also varies up to threefold from one run to the next (docs/performance.md): a
  // slow minute must not fail a correct test. Specs that need longer set their own.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app on each new context; only the offline test needs it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // The built app (npm run build) served by the API, on a database made for this run.
    command: 'node --import tsx ../api/src/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, 'data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      E2E_OUTBOX_FILE: outboxFile,
      SIS_SYNC_URL: `http://127.0.0.1:${SIS_PORT}`,
      // Every simulated person of the run signs in from 127.0.0.1: the address's budget is that of a school's
      // office behind one router, not of one person. Each signed-in user keeps the default budget.
      RATE_LIMIT_PER_ADDRESS: '3000',
      // Optionally a copy of the build elsewhere, so a rebuild during the run cannot pull files away.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
