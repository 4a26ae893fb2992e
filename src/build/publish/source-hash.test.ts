import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sourceHash } from './source-hash.ts';

it('changes with a page file or a build setting, not with the API’s code or a test', async () => {
  const root = mkdtempSync(join(tmpdir(), 'source-hash-'));
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  mkdirSync(join(root, 'src/api'), { recursive: true });
  writeFileSync(join(root, 'src/pages/index.astro'), '<h1>one</h1>');
  const first = await sourceHash(root, 'http://shop.test');
  expect(await sourceHash(root, 'http://shop.test')).toBe(first);

  writeFileSync(join(root, 'src/api/app.ts'), 'export {}');
  writeFileSync(join(root, 'src/pages/index.test.ts'), 'it()');
  expect(await sourceHash(root, 'http://shop.test')).toBe(first);

  // The same size: the file's new modification time has it read again.
  writeFileSync(join(root, 'src/pages/index.astro'), '<h1>two</h1>');
  const changed = await sourceHash(root, 'http://shop.test');
  expect(changed).not.toBe(first);
  writeFileSync(join(root, 'src/pages/index.astro'), '<h1>one</h1>');
  expect(await sourceHash(root, 'http://shop.test')).toBe(first);

  expect(await sourceHash(root, 'http://other.test')).not.toBe(first);
  process.env.STORE_NAME = 'Another shop';
  try {
    expect(await sourceHash(root, 'http://shop.test')).not.toBe(first);
  } finally {
    delete process.env.STORE_NAME;
  }
});
