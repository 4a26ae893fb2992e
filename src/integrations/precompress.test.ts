import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

const root = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const script = (n: number) =>
  `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i * n}`))};\n`;

describe('precompressFolder', () => {
  it('writes a brotli copy beside each script and stylesheet where it is smaller', async () => {
    const folder = join(root, 'fresh');
    mkdirSync(folder);
    writeFileSync(join(folder, 'app.a1.js'), script(1));
    writeFileSync(join(folder, 'tiny.b2.css'), 'a{}');
    writeFileSync(join(folder, 'logo.c3.svg'), '<svg/>');
    expect(await precompressFolder(folder)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(folder, 'app.a1.js.br'))).toString()).toBe(script(1));
    expect(readdirSync(folder).sort()).toEqual(['app.a1.js', 'app.a1.js.br', 'logo.c3.svg', 'tiny.b2.css']);
  });

  it('takes the served site’s copy of a file of the same name instead of compressing it again', async () => {
    const served = join(root, 'served');
    const folder = join(root, 'next');
    mkdirSync(served);
    mkdirSync(folder);
    // A marker, not brotli: the copy can only have come from the served site.
    writeFileSync(join(served, 'app.a1.js.br'), 'served copy');
    writeFileSync(join(folder, 'app.a1.js'), script(1));
    writeFileSync(join(folder, 'new.d4.js'), script(2));
    expect(await precompressFolder(folder, served)).toBe(2);
    expect(readFileSync(join(folder, 'app.a1.js.br'), 'utf8')).toBe('served copy');
    expect(brotliDecompressSync(readFileSync(join(folder, 'new.d4.js.br'))).toString()).toBe(script(2));
  });

  it('leaves the names a first pass took to it, and takes the files that came after', async () => {
    const folder = join(root, 'two-passes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'client.e5.js'), script(3));
    const done = new Set<string>();
    expect(await precompressFolder(folder, undefined, done)).toBe(1);
    // The build's end: a stylesheet moved in since, and the script's copy not made twice.
    writeFileSync(join(folder, 'client.e5.js.br'), 'first pass');
    writeFileSync(join(folder, 'Base.f6.css'), `${'.card{color:red}\n'.repeat(50)}`);
    expect(await precompressFolder(folder, undefined, done)).toBe(1);
    expect(readFileSync(join(folder, 'client.e5.js.br'), 'utf8')).toBe('first pass');
    expect(readdirSync(folder)).toContain('Base.f6.css.br');
  });
});
