import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOTS } from './page-writer.ts';
import {
  checkStampedPages,
  pageFile,
  renderedByAstro,
  resetStampQueue,
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
  beforeEach(resetStampQueue);

  it('hands Astro the first two pages of each kind and queues the rest, once', () => {
    expect(slugs(renderedByAstro(pages, kindOf, 'on'))).toEqual(['a', 'b', 'd', 'f']);
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(slugs(takeQueued('sold-out'))).toEqual(['g']);
    expect(takeQueued('buy')).toEqual([]);
  });

  it("keeps each route's queues: product pages and listing pages are queued by their own getStaticPaths", () => {
    renderedByAstro(pages, kindOf, 'on');
    const listings = ['p1', 'p2', 'p3'].map((slug) => ({ slug, kind: 'listing:brand' }));
    expect(slugs(renderedByAstro(listings, kindOf, 'on'))).toEqual(['p1', 'p2']);
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(slugs(takeQueued('listing:brand'))).toEqual(['p3']);
    // A route's second call replaces its own queues, not another route's.
    renderedByAstro(pages, kindOf, 'on');
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(takeQueued('listing:brand')).toEqual([]);
  });

  it('hands Astro every page when verifying (queuing the same ones) or when off (queuing none)', () => {
    expect(slugs(renderedByAstro(pages, kindOf, 'verify'))).toEqual(slugs(pages));
    expect(slugs(takeQueued('buy'))).toEqual(['c', 'e']);
    expect(slugs(renderedByAstro(pages, kindOf, 'off'))).toEqual(slugs(pages));
    expect(takeQueued('buy')).toEqual([]);
  });

  it('writes a page where Astro would, and never outside the output folder', async () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    renderedByAstro(pages.slice(0, 2), kindOf, 'on');
    await writeStampedPage('/product/brake-pads/', '<p>Pads</p>', out);
    expect(await checkStampedPages(out)).toBe(1);
    expect(readFileSync(join(out, 'product/brake-pads/index.html'), 'utf8')).toBe('<p>Pads</p>');
    expect(() => pageFile(out, '/../../etc/')).toThrow('is not a page path');
  });

  it('writes more pages than it keeps in flight, all of them by the check', async () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    renderedByAstro([], kindOf, 'on');
    const count = SLOTS * 3 + 1;
    for (let i = 0; i < count; i++) await writeStampedPage(`/shop/page/${i}/`, `<p>${i}</p>`, out);
    expect(await checkStampedPages(out)).toBe(count);
    expect(readFileSync(join(out, `shop/page/${count - 1}/index.html`), 'utf8')).toBe(`<p>${count - 1}</p>`);
  });

  it('fails the build when a page could not be written', async () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    // A file where the page's folder should be.
    writeFileSync(join(out, 'brand'), 'not a folder');
    renderedByAstro([], kindOf, 'on');
    await writeStampedPage('/brand/bosch/', '<p>Bosch</p>', out).catch(() => {});
    await expect(checkStampedPages(out)).rejects.toThrow(
      /A stamped page could not be written: .*(ENOTDIR|EEXIST)/,
    );
  });

  it('fails the build when a kind never gave a shell, leaving its queued pages unwritten', async () => {
    renderedByAstro(pages, kindOf, 'on');
    takeQueued('buy');
    await expect(checkStampedPages(mkdtempSync(join(tmpdir(), 'stamp-')))).rejects.toThrow(
      'Page stamp: 1 pages were not written',
    );
  });

  it('when verifying, compares each written stamp with the page Astro wrote, then removes the stamps', async () => {
    const out = mkdtempSync(join(tmpdir(), 'stamp-'));
    for (const slug of ['c', 'e']) {
      mkdirSync(join(out, 'product', slug), { recursive: true });
      writeFileSync(join(out, 'product', slug, 'index.html'), `<h1>${slug}</h1>`);
    }
    renderedByAstro(pages.slice(0, 5), kindOf, 'verify');
    for (const p of takeQueued<{ slug: string }>('buy'))
      await writeStampedPage(`/product/${p.slug}/`, `<h1>${p.slug}</h1>`, out);
    expect(await checkStampedPages(out)).toBe(2);
    expect(readFileSync(join(out, 'product/c/index.html'), 'utf8')).toBe('<h1>c</h1>');
    expect(existsSync(join(out, VERIFY_DIR))).toBe(false);

    renderedByAstro(pages.slice(0, 5), kindOf, 'verify');
    for (const p of takeQueued<{ slug: string }>('buy'))
      await writeStampedPage(`/product/${p.slug}/`, `<h1>${p.slug.toUpperCase()}</h1>`, out);
    await expect(checkStampedPages(out)).rejects.toThrow(
      "Page stamp: the page written for /product/c/ differs from Astro's render",
    );
  });
});
