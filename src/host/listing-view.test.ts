/** The site server's filtered listing without JavaScript: what a shopper's Apply gets back. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardBucketOf, cardFilePath } from '../lib/catalogue/listing-card-files.ts';
import type { ListingData } from '../lib/catalogue/listing-data.ts';
import { LISTING_GRID_END, LISTING_GRID_START } from '../lib/catalogue/listing-markers.ts';
import { filteredListingPage } from './listing-view.ts';

const dist = mkdtempSync(join(tmpdir(), 'listing-view-'));
const data: ListingData = {
  brands: [
    ['bendix', 'Bendix'],
    ['bosch', 'Bosch'],
  ],
  rows: [
    [101, 0, 9900, 1, 0, 0, 0, 0],
    [102, 1, 4400, 2, 0, 0, 0, 0],
    [250, 0, 1650, 0, 0, 0, 0, 1],
  ],
};
const form =
  '<form><select name="sort"><option value="relevance">Relevance</option><option value="price-asc">Low</option></select>' +
  '<details class="lf-panel"><input type="checkbox" name="brands" value="bendix" /><input type="checkbox" name="brands" value="bosch" />' +
  '<input type="number" name="max" /></details><a href="/shop/category/brakes/" data-lf-clear hidden>Clear filters</a></form>';
mkdirSync(join(dist, 'shop/category/brakes'), { recursive: true });
mkdirSync(join(dist, 'listing-cards'));
writeFileSync(
  join(dist, 'shop/category/brakes/index.html'),
  `<head><meta name="robots" content="index, follow"></head>${form}${LISTING_GRID_START}<p>built</p>${LISTING_GRID_END}`,
);
writeFileSync(join(dist, 'shop/category/brakes/listing.json'), JSON.stringify(data));
// Each card in its own bucket's file, wherever the bucket size puts it.
const cards: Record<number, string> = {
  101: '<b>card 101</b>',
  102: '<b>card 102</b>',
  250: '<b>card 250</b>',
};
for (const [bucket, ids] of Map.groupBy(Object.keys(cards).map(Number), cardBucketOf))
  writeFileSync(
    join(dist, cardFilePath(bucket)),
    JSON.stringify(Object.fromEntries(ids.map((id) => [id, cards[id]]))),
  );

const view = (query: string, path = '/shop/category/brakes/') =>
  filteredListingPage(dist, path, new URLSearchParams(query));

describe('filtered listing page', () => {
  it('shows the brand sorted by price, noindex, with the form showing the choices', async () => {
    const html = (await view('brands=bendix&sort=price-asc'))!;
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toContain('<p class="listing-count" role="status">2 of 3 products</p>');
    expect(html.indexOf('card 250')).toBeLessThan(html.indexOf('card 101'));
    expect(html).not.toContain('card 102');
    expect(html).not.toContain('<p>built</p>');
    expect(html).toContain('name="brands" value="bendix" checked');
    expect(html).not.toContain('value="bosch" checked');
    expect(html).toContain('<option value="price-asc" selected>');
    expect(html).toContain('<details open class="lf-panel"');
    // The form's "Clear filters", hidden on the listing as built, shows on a filtered view.
    expect(html).toContain('<a href="/shop/category/brakes/" data-lf-clear>Clear filters</a></form>');
  });

  it('says when nothing matches, and offers the unfiltered listing', async () => {
    const html = (await view('max=1'))!;
    expect(html).toContain('No products match these filters.');
    expect(html).toContain('href="/shop/category/brakes/" data-lf-clear');
    expect(html).toContain('name="max" value="1"');
  });

  it('links only the brands the listing has, and leaves the vehicle and store filters to the browser', async () => {
    const html = (await view(`brands=bosch&brands=${'z'.repeat(5000)}&fit=1&stock=1`))!;
    expect(html).toContain('name="brands" value="bosch" checked');
    expect(html).not.toContain('zzzzz');
    expect(html).not.toContain('fit=1');
    // Nothing left that the server can show: the listing as built, from the static files.
    expect(await view('brands=gone')).toBeNull();
    expect(await view('fit=1')).toBeNull();
    expect(await view('stock=1&brands=gone')).toBeNull();
  });

  it('leaves every other address to the static files', async () => {
    expect(await view('')).toBeNull();
    expect(await view('page=2&brand=bosch')).toBeNull();
    expect(await view('sort=price-asc', '/shop/category/brakes')).toBeNull();
    expect(await view('sort=price-asc', '/shop/category/nothing/')).toBeNull();
    expect(await view('sort=price-asc', '/../../etc/')).toBeNull();
    // The path is written into the page's links: only a listing's own address, as the build names it.
    expect(await view('brands=zzz', '/shop/x"><img src=x onerror=alert(1)>%2f..%2f/')).toBeNull();
    expect(await view('brands=zzz', '//evil.example/x%2f..%2f..%2fshop/')).toBeNull();
    expect(await view('brands=zzz', '/shop/category/Brakes/')).toBeNull();
    expect(await view('brands=zzz', '/shop/category/brakes/%2e%2e/')).toBeNull();
  });
});
