/**
 * npm test: lint and format check, dead code (knip), the type check, unit and API tests (Vitest), then the browser suite
 * (Playwright in system Chromium): the quick checks first, so their findings come in a minute, not
 * after the browser suite. Ends with one summary line: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const bin = (name: string) => `node_modules/${name}`;
rmSync('.test-results', { recursive: true, force: true });

const steps: { name: string; args: string[] }[] = [
  { name: 'lint', args: [bin('@biomejs/biome/bin/biome'), 'check', '.'] },
  // Unused files, exports and dependencies (knip.config.ts): dead code fails the run.
  { name: 'dead code', args: [bin('knip/bin/knip.js'), '--no-progress'] },
  // Astro's generated types (.astro/) first: the type check reads them, and no build has run yet.
  { name: 'Astro types', args: [bin('astro/bin/astro.mjs'), 'sync'] },
  { name: 'types', args: [bin('typescript/bin/tsc'), '--noEmit', '-p', '.'] },
  {
    name: 'unit and API tests',
    args: [
      bin('vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/vitest.json',
    ],
  },
  { name: 'browser', args: ['scripts/ensure-browser.ts'] },
  { name: 'end-to-end tests', args: [bin('@playwright/test/cli.js'), 'test'] },
];

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const result = spawnSync(node, step.args, { stdio: 'inherit' });
  console.log(`=== ${step.name}: ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

function counts(file: string, read: (json: never) => [number, number]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return read(JSON.parse(readFileSync(file, 'utf8')) as never);
}
const [vPassed, vFailed] = counts(
  '.test-results/vitest.json',
  (j: { numPassedTests: number; numFailedTests: number }) => [j.numPassedTests, j.numFailedTests],
);
const [pPassed, pFailed] = counts(
  '.test-results/playwright.json',
  (j: { stats: { expected: number; unexpected: number; flaky: number } }) => [
    j.stats.expected + j.stats.flaky,
    j.stats.unexpected,
  ],
);
const failed = vFailed + pFailed + (failedStep && vFailed + pFailed === 0 ? 1 : 0);
if (failedStep) console.error(`\nFailed at: ${failedStep}`);
console.log(`\n${vPassed + pPassed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
