/**
 * Lighthouse (npm package) in system Chromium, offline against the local shop, default mobile
 * settings (simulated throttling), median of three runs per page.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';

export interface LighthouseFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO audits that failed in any run (Lighthouse ids), e.g. `is-crawlable` on a noindex page. */
  seoFailing: string[];
  /** The page asks search engines not to index it (meta robots noindex), as checkout pages do. */
  noindex: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runLighthouse(
  base: string,
  pages: [string, string][],
  runs = 3,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const [name, path] of pages) {
      const withCart = name === 'checkout';
      if (withCart) {
        // Checkout needs a cart (an empty one sends shoppers home): fill it in this browser profile
        // and keep storage between runs for this page.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${base}/shop/`);
        await page.locator('.card').first().getByRole('button').click();
        await page.waitForTimeout(500);
        await page.close();
        await cdp.close();
      }
      const results = [];
      const seoFailing = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: withCart,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        for (const { id } of categories.seo?.auditRefs ?? []) {
          const score = audits[id]?.score;
          if (score !== null && score !== undefined && score < 1) seoFailing.add(id);
        }
        results.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        });
      }
      out.push({
        page: name,
        path,
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        bestPractices: median(results.map((r) => r.bestPractices)),
        seo: median(results.map((r) => r.seo)),
        seoFailing: [...seoFailing].sort(),
        noindex: /<meta name="robots" content="[^"]*noindex/.test(
          await (await fetch(`${base}${path}`)).text(),
        ),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
