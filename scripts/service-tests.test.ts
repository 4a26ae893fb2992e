import { describe, expect, it } from 'vitest';
import { reachesServices, serviceTests } from './service-tests.ts';

/** A repository of the given files (path → source) for reachesServices. */
const repo = (files: Record<string, string>) => (path: string) => files[path] ?? null;

describe('the test files run again against PostgreSQL and Redis', () => {
  it('are found through imports, however deep: a database helper, a Redis setting, readConfig', () => {
    const read = repo({
      'src/a.test.ts': "import { x } from './b.ts';",
      'src/b.ts': "export { y } from '../tests/helpers/c.ts';",
      'tests/helpers/c.ts': "const template = inject('pgTemplate');",
      'src/redis.test.ts': "const cache = await import('./cache.ts');",
      'src/cache.ts': 'if (env.REDIS_URL) connect();',
      'src/start.test.ts': "import { start } from './start.ts';",
      'src/start.ts': 'const config = readConfig();',
    });
    expect(reachesServices('src/a.test.ts', read)).toBe(true);
    expect(reachesServices('src/redis.test.ts', read)).toBe(true);
    expect(reachesServices('src/start.test.ts', read)).toBe(true);
  });

  it('leave out what only mentions them: comments, type imports, settings written, the settings module', () => {
    const read = repo({
      'src/a.test.ts': [
        '// reads env.DATABASE_URL when set',
        '/* inject("pgTemplate") */',
        "import type { Db } from './db.ts';",
        "const env = { ...process.env, DATABASE_URL: '' };",
        "import { siteUrlFromEnv } from './config.ts';",
      ].join('\n'),
      'src/db.ts': 'const url = process.env.DATABASE_URL;',
      'src/config.ts':
        'export function readConfig(env) { return { databaseUrl: env.DATABASE_URL }; }\nexport const siteUrlFromEnv = 1;',
    });
    expect(reachesServices('src/a.test.ts', read)).toBe(false);
  });

  it('leave out settings written out for readConfig, and code quoted in a string (a fixture)', () => {
    const read = repo({
      'src/written.test.ts':
        "const config = readConfig({ PORT: '5055', DATA_DIR: mkdtempSync(join(tmpdir(), 'x')) });",
      'src/fixture.test.ts': `const files = { 'src/db.ts': "if (env.DATABASE_URL) open(); inject('pgTemplate');" };`,
      'src/spread.test.ts': "const config = readConfig({ ...process.env, PORT: '4719' });",
      'src/variable.test.ts': 'const config = readConfig(settings);',
    });
    expect(reachesServices('src/written.test.ts', read)).toBe(false);
    expect(reachesServices('src/fixture.test.ts', read)).toBe(false);
    expect(reachesServices('src/spread.test.ts', read)).toBe(true);
    expect(reachesServices('src/variable.test.ts', read)).toBe(true);
  });

  it('in this repository: every file on the test database, and no pure unit test', () => {
    const found = serviceTests();
    expect(found).toContain('src/api/routes/accounts.test.ts');
    expect(found).toContain('src/api/services/invoice-pdf.test.ts');
    expect(found).toContain('tests/api/scale-out.test.ts');
    expect(found).toContain('src/build/publish/replay.test.ts');
    expect(found).not.toContain('src/api/services/passwords.test.ts');
    // Its own fixtures quote such code; a test that writes readConfig's settings out reads no database.
    expect(found).not.toContain('scripts/service-tests.test.ts');
    expect(found).not.toContain('src/build/publish/site-url.test.ts');
  });
});
