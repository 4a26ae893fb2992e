/**
 * Measures the header search in Chromium against a running storefront: time from the last key press
 * to the first result shown (less the 300 ms debounce), and compressed bytes downloaded from focusing
 * the box to the first results (search runtime and index, and the search box code), then for a later
 * query. Part of `npm run bench`; alone: node scripts/bench/search.ts [baseUrl] [firstQuery] [laterQuery]
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';

const DEBOUNCE_MS = 300;
const kb = (n: number) => Math.round(n / 102.4) / 10;

export interface SearchRun {
  query: string;
  msAfterDebounce: number;
  results: number;
  searchKB: number;
  codeKB: number;
  totalKB: number;
}

export interface SearchFigures {
  base: string;
  pagefindRequestsBeforeFocus: number;
  first: SearchRun;
  later: SearchRun;
}

async function query(p: Page, text: string) {
  const box = p.getByRole('combobox', { name: 'Search products' });
  await box.fill('');
  await p.evaluate(() => {
    const w = window as unknown as { lastKey: number; shown: Promise<number> };
    document.addEventListener('keydown', () => (w.lastKey = performance.now()));
    w.shown = new Promise((resolve) => {
      const seen = () => document.querySelector('[role="listbox"]:not([hidden]) [role="option"]');
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
    return { lastKey: w.lastKey, shown: await w.shown };
  });
  await p.waitForTimeout(400);
  return {
    msAfterDebounce: Math.round(shown - lastKey - DEBOUNCE_MS),
    results: await p.getByRole('option').count(),
  };
}

export async function measureSearch(
  browser: Browser,
  base: string,
  first = 'brake pads',
  second = 'oil filter',
): Promise<SearchFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Playwright sees the Pagefind worker's requests too; sizes are compressed body bytes.
  const downloads: { url: string; bytes: number }[] = [];
  context.on('requestfinished', async (request) => {
    const { responseBodySize } = await request.sizes();
    downloads.push({ url: new URL(request.url()).pathname, bytes: Math.max(0, responseBodySize) });
  });
  const bytesSince = (mark: number) => {
    const fresh = downloads.slice(mark).filter((d) => !d.url.startsWith('/storage/'));
    const search = fresh.filter((d) => d.url.startsWith('/pagefind/')).reduce((a, d) => a + d.bytes, 0);
    const code = fresh.filter((d) => d.url.startsWith('/_astro/')).reduce((a, d) => a + d.bytes, 0);
    return { searchKB: kb(search), codeKB: kb(code), totalKB: kb(search + code) };
  };
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const beforeFocus = downloads.filter((d) => d.url.startsWith('/pagefind/')).length;
  const focusMark = downloads.length;
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  const firstRun = { query: first, ...(await query(page, first)), ...bytesSince(focusMark) };
  const laterMark = downloads.length;
  const laterRun = { query: second, ...(await query(page, second)), ...bytesSince(laterMark) };
  await context.close();
  return { base, pagefindRequestsBeforeFocus: beforeFocus, first: firstRun, later: laterRun };
}

if (import.meta.main) {
  const [base = 'http://localhost:4321', first, second] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  console.log(JSON.stringify(await measureSearch(browser, base, first, second)));
  await browser.close();
}
