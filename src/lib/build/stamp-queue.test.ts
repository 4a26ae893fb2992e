import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkStampedPages,
  pageFile,
  renderedByAstro,
  takeQueued,
  VERIFY_DIR,
  writeStampedPage,
} from './stamp-queue.ts';

const pages = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug, i) => ({
  slug,
  kind: i === 3 || i === 5 || i === 6 ? 'sold-out' : 'buy',
}));
const kindOf = (p: { kind: string }) => p.kind;
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('pages stamped outside Astro', () => {
  it('hands Astro the first two pages of each kind and queues the rest, once', () => {
    expect(slugs(renderedByAstro(pages, kindOf, 'on'))).toEqual(['a', 'b', 'd', 'f']);
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(slugs(takeQueued('sold-out'))).toEqual(['g']);
    expect(takeQueued('buy')).toEqual([]);
  });

  it('hands Astro every page when verifying (queuing the same ones) or when off (queuing none)', () => {
    expect(slugs(renderedByAstro(pages, kindOf, 'verify'))).toEqual(slugs(pages));
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(slugs(renderedByAstro(pages, kindOf, 'off'))).toEqual(slugs(pages));
    expect(takeQueued('buy')).toEqual([]);
  });

  it('writes a page where Astro would, and never outside the output folder', () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    renderedByAstro(pages.slice(0, 2), kindOf, 'on');
    writeStampedPage('/product/brake-pads/', '<p>Pads</p>', out);
    expect(readFileSync(join(out, 'product/brake-pads/index.html'), 'utf8')).toBe('<p>Pads</p>');
    expect(() => pageFile(out, '/../../etc/')).toThrow('is not a page path');
    expect(checkStampedPages(out)).toBe(1);
  });

  it('fails the build when a kind never gave a shell, leaving its queued pages unwritten', () => {
    renderedByAstro(pages, kindOf, 'on');
    takeQueued('buy');
    expect(() => checkStampedPages(mkdtempSync(join(tmpdir(), 'stamp-')))).toThrow(
      'Page stamp: 1 pages were not written',
    );
  });

  it('when verifying, compares each written stamp with the page Astro wrote, then removes the stamps', () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    for (const slug of ['c', 'e']) {
      mkdirSync(join(out, 'product', slug), { recursive: true });
      writeFileSync(join(out, 'product', slug, 'index.html'), `<h1>${slug}</h1>`);
    }
    renderedByAstro(pages.slice(0, 5), kindOf, 'verify');
    for (const p of takeQueued<{ slug: string }>('buy'))
      writeStampedPage(`/product/${p.slug}/`, `<h1>${p.slug}</h1>`, out);
    expect(existsSync(join(out, VERIFY_DIR, 'product/c/index.html'))).toBe(true);
    expect(readFileSync(join(out, 'product/c/index.html'), 'utf8')).toBe('<h1>c</h1>');
    expect(checkStampedPages(out)).toBe(2);
    expect(existsSync(join(out, VERIFY_DIR))).toBe(false);

    renderedByAstro(pages.slice(0, 5), kindOf, 'verify');
    for (const p of takeQueued<{ slug: string }>('buy'))
      writeStampedPage(`/product/${p.slug}/`, `<h1>${p.slug.toUpperCase()}</h1>`, out);
    expect(() => checkStampedPages(out)).toThrow(
      "Page stamp: the page written for /product/c/ differs from Astro's render",
    );
  });
});
