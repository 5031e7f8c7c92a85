import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are large: two workers keep memory bounded on a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' } },
      // The web app's pure logic (no DOM, no React): its screens are tested in the browser (e2e/).
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' } },
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
