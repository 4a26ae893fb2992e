import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageWriter, SLOT_BYTES, SLOTS } from './page-writer.ts';

const page = (i: number) =>
  `<h1>Brake pad ${i} · Ø 300 mm — “rear”</h1>${'<p>Fits Ranger PX</p>'.repeat(i % 50)}`;

describe('the page writer', () => {
  it('writes every page handed to it by writers stamping at once, byte for byte', async () => {
    const out = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new PageWriter();
    const file = (w: number, i: number) => join(out, `w${w}`, `p${i}`, 'index.html');
    // More writers than slots, each with more pages than slots: they wait for slots in turn.
    await Promise.all(
      Array.from({ length: SLOTS + 3 }, async (_, w) => {
        for (let i = 0; i < SLOTS * 2; i++) await writer.write(file(w, i), page(w * 1000 + i));
      }),
    );
    await writer.close();
    for (const w of [0, SLOTS + 2])
      for (const i of [0, SLOTS * 2 - 1]) expect(readFileSync(file(w, i), 'utf8')).toBe(page(w * 1000 + i));
  });

  it('writes a page larger than a slot too', async () => {
    const out = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new PageWriter();
    const big = `<p>${'é'.repeat(SLOT_BYTES)}</p>`;
    await writer.write(join(out, 'big', 'index.html'), big);
    await writer.write(join(out, 'small', 'index.html'), page(1));
    await writer.close();
    expect(readFileSync(join(out, 'big', 'index.html'), 'utf8')).toBe(big);
    expect(readFileSync(join(out, 'small', 'index.html'), 'utf8')).toBe(page(1));
  });

  it('fails on close when a page could not be written, and on the next write', async () => {
    const out = mkdtempSync(join(tmpdir(), 'writer-'));
    writeFileSync(join(out, 'brand'), 'a file where a folder should be');
    const writer = new PageWriter();
    await writer.write(join(out, 'brand', 'bosch', 'index.html'), page(2));
    await expect(writer.close()).rejects.toThrow(/A stamped page could not be written: .*(ENOTDIR|EEXIST)/);
    await expect(writer.write(join(out, 'ok', 'index.html'), page(3))).rejects.toThrow(
      /could not be written/,
    );
  });

  it('closes in a process with nothing else to do, after the worker went idle', () => {
    const out = mkdtempSync(join(tmpdir(), 'writer-'));
    const script = `
      import { PageWriter } from ${JSON.stringify(join(import.meta.dirname, 'page-writer.ts'))};
      const writer = new PageWriter();
      await writer.write(${JSON.stringify(join(out, 'a', 'index.html'))}, '<p>a</p>');
      await new Promise((done) => setTimeout(done, 300));
      await writer.close();
      console.log('closed');
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('closed');
    expect(readFileSync(join(out, 'a', 'index.html'), 'utf8')).toBe('<p>a</p>');
  });
});
