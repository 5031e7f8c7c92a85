import { defineConfig } from 'vitest/config';

/*
 * The tests Stryker runs against its mutants (stryker.config.json, `npm run test:mutation`): the contract's tests and
 * the API's unit tests of the mutated files, none of which opens a database, so each mutant is judged in
 * milliseconds. They run in `npm test` too (the contract and api projects include them).
 */
export default defineConfig({
  test: {
    include: [
      'contract/src/**/*.test.ts',
      'api/src/plugins/access.unit.test.ts',
      'api/src/lib/school-scope.unit.test.ts',
      'api/src/lib/passwords.unit.test.ts',
      'api/src/modules/plans/plan-access.unit.test.ts',
      'api/src/modules/auth/sign-in-throttle.test.ts',
      'api/src/modules/auth/session-cache.unit.test.ts',
      'api/src/lib/crud.unit.test.ts',
      'api/src/db/crud-sql.unit.test.ts',
    ],
    environment: 'node',
  },
});
