import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reactIslandAliases } from './src/integrations/react-islands-alias.ts';

// Passwords hashed at a test cost (src/api/services/passwords.ts; honoured under NODE_ENV=test, which
// Vitest sets): the suites sign up thousands of accounts, each 128 MiB of scrypt at the production cost.
// Set here, not in test.env, so the seeded database of global-setup and the processes tests start get it.
process.env.PASSWORD_HASH_COST ??= '1024';

/** Unit and API tests; the browser suite is Playwright's (tests/e2e). */
export default defineConfig({
  resolve: { alias: reactIslandAliases() },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // A test's own limit, not its usual time: on a 2-core box shared with other work, the longest API
    // tests (the role matrix calls every admin route as every role) take tens of seconds.
    testTimeout: 60_000,
    // One file more than cores: the API tests wait on their databases and child processes much of
    // the time (the suite took 278 s with one worker per core on a 2-core box, 182 s with 3).
    maxWorkers: availableParallelism() + 1,
    hookTimeout: 60_000,
  },
});
