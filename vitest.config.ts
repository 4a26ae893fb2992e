import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { reactIslandAliases } from './src/integrations/react-islands-alias.ts';

// Passwords hashed at a test cost (src/api/services/passwords.ts; honoured under NODE_ENV=test, which
// Vitest sets): the suites sign up thousands of accounts, each 128 MiB of scrypt at the production cost.
// Set here, not in test.env, so the seeded database of global-setup and the processes tests start get it.
process.env.PASSWORD_HASH_COST ??= '1024';

const include = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/*.test.ts'];

/**
 * A test file that changes what the files after it in the same process would see: mocked modules,
 * stubbed globals or settings, fake timers, spies, settings or globals written.
 */
const CHANGES_THE_PROCESS =
  /\bvi\.(mock|doMock|hoisted|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|globalThis\.\w+\s*=[^=]/;
/**
 * Files that fail after other files in the same process for reasons the pattern does not see (a
 * fixed port's fake server answering as another file's, an HTTP client's state): their own process.
 */
const OWN_PROCESS = [
  'scripts/bench/search-api.test.ts',
  'src/api/payments/paypal.test.ts',
  'src/api/services/rebuild-notifier.test.ts',
  'src/api/storage/from-env.test.ts',
  'src/api/storage/local-copy.test.ts',
];
const files = globSync(include, { exclude: (f) => f === 'node_modules' });
const isolated = files.filter(
  (f) => OWN_PROCESS.includes(f) || CHANGES_THE_PROCESS.test(readFileSync(f, 'utf8')),
);

/**
 * The files that take longest (20 s to a minute each, on a quiet 2-core box), started first: Vitest
 * orders by the durations of the previous run where it has them, by file size otherwise (a fresh
 * clone, as in CI), which started the API fuzz last and left one core waiting on it.
 */
const SLOW = [
  'tests/api/fuzz.test.ts',
  'tests/api/crash-recovery.test.ts',
  'src/build/publish/site-build.test.ts',
  'scripts/fitment-import.test.ts',
  'scripts/shop-lock.test.ts',
  'src/api/routes/admin-product-csv-perf.test.ts',
  'src/api/routes/admin-orders-perf.test.ts',
  'scripts/staff-create.test.ts',
  // 10 s, a minute into the services pass (scripts/service-tests.ts) with the order by size.
  'tests/api/scale-out.test.ts',
];
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOW.indexOf(relative(import.meta.dirname, spec.moduleId));
      return at === -1 ? SLOW.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Unit and API tests; the browser suite is Playwright's (tests/e2e). */
export default defineConfig({
  resolve: { alias: reactIslandAliases() },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    // A test's own limit, not its usual time: on a 2-core box shared with other work, the longest API
    // tests (the role matrix calls every admin route as every role) take tens of seconds.
    testTimeout: 60_000,
    // One file more than cores: the API tests wait on their databases and child processes much of
    // the time (the suite took 278 s with one worker per core on a 2-core box, 182 s with 3).
    maxWorkers: availableParallelism() + 1,
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFirst },
    // Wasm code is never freed in the test processes: V8 (Node 24.21) has aborted a process that
    // opened hundreds of PGlite databases one after another while freeing their code ("Check failed:
    // jit_page_->allocations_.erase(addr) == 1" in UnregisterWasmAllocation), even with the module
    // compiled once per process (src/api/db/client.ts). What is kept is the code that tier-up replaced,
    // at most one copy of the one shared module.
    execArgv: ['--no-wasm-code-gc'],
    projects: [
      // Most files run one after another in a few long-lived processes: a fresh process per file cost
      // about a third of the suite's CPU time (each one loads the API, Drizzle and PGlite again).
      {
        extends: true,
        test: { name: 'shared', isolate: false, include, exclude: [...configDefaults.exclude, ...isolated] },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
