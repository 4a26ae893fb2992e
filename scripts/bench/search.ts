/**
 * Measures the header search in Chromium against a running storefront: time from the last key press
 * to the first result shown (less the 300 ms debounce), and compressed bytes downloaded from focusing
 * the box to the first results (everything but images: search data from /pagefind/ or /api/, and the
 * box's code wherever it comes from), then for later queries, the last one an exact part number
 * taken from the API, whose first result must be that product. The static backend's first query
 * includes its correction dictionary (/pagefind/search-words.json, also given on its own as
 * dictionaryKB): the budget of 150 KB is for all of it together. Generic over the box: a combobox
 * named "Search products" and a listbox of options, each a link or clickable.
 * Part of `npm run bench`; alone: node scripts/bench/search.ts [baseUrl] [firstQuery] [laterQuery] [products]
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { SEARCH_BACKEND_ATTR, type SearchBackend } from '../../src/lib/search/search-backend.ts';
import { DICTIONARY_FILE } from '../../src/lib/search/search-dictionary.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';
import { onDownload } from './downloads.ts';

const DEBOUNCE_MS = 300;
const DICTIONARY_PATH = `/pagefind/${DICTIONARY_FILE}`;
const kb = (n: number) => Math.round(n / 102.4) / 10;

export interface SearchRun {
  query: string;
  /** Null when no results showed within 20 s. */
  msAfterDebounce: number | null;
  results: number;
  searchKB: number;
  /** Of searchKB, the static search's correction dictionary and synonyms (0 for the API's). */
  dictionaryKB: number;
  codeKB: number;
  totalKB: number;
}

export interface ExactRun extends SearchRun {
  /** The product the part number belongs to, and where the first result leads. */
  expected: string;
  firstResult: string | null;
  ranksFirst: boolean;
}

export interface SearchFigures {
  base: string;
  /** Catalogue size searched. */
  products: number;
  /** The search the box went through, as the page names it (data-search-backend). */
  backend: SearchBackend;
  pagefindRequestsBeforeFocus: number;
  first: SearchRun;
  later: SearchRun;
  exact: ExactRun;
}

/** The path a result leads to: its link, else where clicking it goes. */
async function firstResultPath(p: Page): Promise<string | null> {
  const option = p.locator('[role="listbox"]:not([hidden]) [role="option"]').first();
  const href = await option.evaluate(
    (el) => (el.closest('a') ?? el.querySelector('a'))?.getAttribute('href') ?? null,
  );
  if (href) return new URL(href, p.url()).pathname;
  const before = p.url();
  await option.click();
  await p.waitForURL((url) => url.toString() !== before, { timeout: 10_000 }).catch(() => {});
  return p.url() === before ? null : new URL(p.url()).pathname;
}

async function query(p: Page, text: string) {
  const box = p.getByRole('combobox', { name: 'Search products' });
  await box.fill('');
  await p.evaluate(() => {
    const w = window as unknown as { lastKey: number; shown: Promise<number> };
    document.addEventListener('keydown', () => (w.lastKey = performance.now()));
    // Results differing from what was shown before typing: not the last query's, still on screen.
    const shownNow = () =>
      document.querySelector('[role="listbox"]:not([hidden]) [role="option"]')
        ? (document.querySelector('[role="listbox"]:not([hidden])')?.innerHTML ?? '')
        : null;
    const stale = shownNow();
    w.shown = new Promise((resolve) => {
      const seen = () => {
        const now = shownNow();
        return now !== null && now !== stale;
      };
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
  await box.pressSequentially(text, { delay: 40 });
  const { lastKey, shown } = await p.evaluate(async () => {
    const w = window as unknown as { lastKey: number; shown: Promise<number> };
    // No results within 20 s (none found, or the box failed): no time to report.
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000));
    return { lastKey: w.lastKey, shown: await Promise.race([w.shown, late]) };
  });
  await p.waitForTimeout(400);
  return {
    msAfterDebounce: shown === null ? null : Math.round(shown - lastKey - DEBOUNCE_MS),
    results: await p.getByRole('option').count(),
  };
}

/** A product from the catalogue API, its part number and its page. */
async function someProduct(base: string) {
  const res = await fetch(`${base}/api/catalogue/products?limit=50`);
  const { data } = (await res.json()) as { data: { sku: string; permalink: string }[] };
  const product = data[Math.min(37, data.length - 1)];
  if (!product) throw new Error(`${base}: the catalogue API listed no products`);
  return { sku: product.sku, path: `/product/${product.permalink}/` };
}

export async function measureSearch(
  browser: Browser,
  base: string,
  products: number,
  first = 'brake pads',
  second = 'oil filter',
): Promise<SearchFigures> {
  const part = await someProduct(base);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Playwright sees the Pagefind worker's requests too; sizes are compressed body bytes.
  const downloads: { url: string; bytes: number; image: boolean }[] = [];
  onDownload(context, ({ url, bytes, resourceType }) =>
    // Result thumbnails are the shop's pictures, not the search's cost.
    downloads.push({ url, bytes, image: ['image', 'media', 'font'].includes(resourceType) }),
  );
  const bytesSince = (mark: number) => {
    const fresh = downloads.slice(mark).filter((d) => !d.image && !d.url.startsWith('/storage/'));
    const isData = (url: string) => url.startsWith('/pagefind/') || url.startsWith('/api/');
    const search = fresh.filter((d) => isData(d.url)).reduce((a, d) => a + d.bytes, 0);
    const code = fresh.filter((d) => !isData(d.url)).reduce((a, d) => a + d.bytes, 0);
    const words = fresh.filter((d) => d.url === DICTIONARY_PATH).reduce((a, d) => a + d.bytes, 0);
    return { searchKB: kb(search), dictionaryKB: kb(words), codeKB: kb(code), totalKB: kb(search + code) };
  };
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const beforeFocus = downloads.filter((d) => d.url.startsWith('/pagefind/')).length;
  const named = await page.locator(`[${SEARCH_BACKEND_ATTR}]`).first().getAttribute(SEARCH_BACKEND_ATTR);
  const backend: SearchBackend = named === 'api' ? 'api' : 'pagefind';
  const focusMark = downloads.length;
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  const firstRun = { query: first, ...(await query(page, first)), ...bytesSince(focusMark) };
  const laterMark = downloads.length;
  const laterRun = { query: second, ...(await query(page, second)), ...bytesSince(laterMark) };
  const exactMark = downloads.length;
  const exactRun = { query: part.sku, ...(await query(page, part.sku)), ...bytesSince(exactMark) };
  // Last: finding where the first result leads may navigate away.
  const firstResult = exactRun.results ? await firstResultPath(page) : null;
  await context.close();
  return {
    base,
    products,
    backend,
    pagefindRequestsBeforeFocus: beforeFocus,
    first: firstRun,
    later: laterRun,
    exact: { ...exactRun, expected: part.path, firstResult, ranksFirst: firstResult === part.path },
  };
}

if (import.meta.main) {
  const [base = 'http://localhost:4321', first, second, products = '0'] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  console.log(JSON.stringify(await measureSearch(browser, base, Number(products), first, second)));
  await browser.close();
}
