/**
 * The test files that reach PostgreSQL or Redis when DATABASE_URL or REDIS_URL is set: the ones `.ci/run`
 * runs a second time against those services (the others behave the same on both passes, so one pass
 * of `npm test` covers them). Found, not listed, so a new database test cannot be forgotten: a test file
 * is one when it, or any repository module it imports (following relative imports, as far as they go),
 * reads either setting (`env.DATABASE_URL`, `env.REDIS_URL`), asks Vitest for the seeded PostgreSQL
 * template (`inject('pgTemplate')`, tests/helpers/test-db.ts), or calls readConfig. src/config.ts itself
 * does not count: every page imports it for the shop's address, and only readConfig's callers get
 * the database setting from it.
 *
 * `node scripts/service-tests.ts` prints them, one per line; `npm run test:services` (with --run) runs
 * them with Vitest, passing on any further arguments.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/**
 * Reads a service setting, or the seeded PostgreSQL template, in code (not in a comment or a string):
 * `env.DATABASE_URL`, `env.REDIS_URL`, `inject('pgTemplate')`, or readConfig on the process's settings
 * (no argument, a variable, or an object spreading process.env; not settings written out in the call,
 * as `readConfig({ PORT: '5055' })`, which never name a database).
 */
const READS_SERVICE =
  /\benv\.(DATABASE_URL|REDIS_URL)\b|\binject\(\s*['"]pgTemplate['"]|(?<!function\s+)\breadConfig\(\s*(?:\)|[^\s{)]|\{[^}]*\bprocess\.env\b)/;
/** A one-line '…' or "…" string (template literals are left: `${…}` in them is code). */
const QUOTED = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
/** The settings module: reads every setting, so it counts through readConfig's callers only. */
const SETTINGS = join('src', 'config.ts');
/** `import ... from './x'`, `export ... from './x'`, `import('./x')`, `import './x'`: relative specifiers. */
const RELATIVE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const TEST_ROOTS = ['src', 'scripts', 'tests'];
const TEST_FILE = /\.test\.ts$/;

/** Code without its comments (block and line; a `//` inside a string such as a URL survives). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Code with its strings emptied but for 'pgTemplate': a test's fixture that quotes code reads nothing. */
function withoutStrings(source: string): string {
  return source.replace(QUOTED, (quoted) => (quoted.slice(1, -1) === 'pgTemplate' ? quoted : "''"));
}

/** Whether `file` (repository-relative) or anything it imports reaches a service. */
export function reachesServices(
  file: string,
  read: (path: string) => string | null,
  seen = new Set<string>(),
): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = read(file);
  if (text === null) return false;
  const source = code(text);
  if (file !== SETTINGS && READS_SERVICE.test(withoutStrings(source))) return true;
  for (const m of source.matchAll(RELATIVE_IMPORT)) {
    const target = relative(root, resolve(root, dirname(file), m[1] ?? m[2]!));
    if (reachesServices(target, read, seen)) return true;
  }
  return false;
}

function testFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return TEST_FILE.test(e.name) ? [path] : [];
  });
}

/** Every test file that reaches PostgreSQL or Redis, sorted. */
export function serviceTests(): string[] {
  const cache = new Map<string, string | null>();
  const read = (path: string) => {
    if (!cache.has(path)) {
      const full = join(root, path);
      cache.set(
        path,
        existsSync(full) && /\.(ts|tsx|mjs|js)$/.test(path) ? readFileSync(full, 'utf8') : null,
      );
    }
    return cache.get(path) ?? null;
  };
  return TEST_ROOTS.flatMap(testFiles)
    .filter((file) => reachesServices(file, read))
    .sort();
}

if (import.meta.main) {
  const [flag, ...rest] = process.argv.slice(2);
  if (flag !== '--run') console.log(serviceTests().join('\n'));
  else {
    const files = serviceTests();
    console.log(`${files.length} test files reach PostgreSQL or Redis (scripts/service-tests.ts).`);
    const vitest = join(root, 'node_modules/vitest/vitest.mjs');
    const run = spawnSync(process.execPath, [vitest, 'run', ...rest, ...files], {
      stdio: 'inherit',
      cwd: root,
    });
    process.exit(run.status ?? 1);
  }
}
