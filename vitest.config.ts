import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are large: two workers keep memory bounded on a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' } },
      // Pure helpers of the web app (no DOM): screens are tested in the browser (e2e/).
      { test: { name: 'web-lib', include: ['web/src/lib/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
