/**
 * Every page type at phone, tablet and desktop widths: the page never scrolls sideways, and nothing
 * the shopper can press (links, buttons, fields) is covered by something else.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ApiBrand } from '../../src/lib/api/schemas/catalogue.ts';
import type { ApiBlog } from '../../src/lib/api/schemas/content.ts';
import { fillBilling, fillCart, fillTestCard, signInAsDemo } from './checkout-helpers.ts';
import { apiJson } from './helpers.ts';

/** In the order checked: each width not loaded afresh (LOADED_AT) is reached by resizing from the one before. */
const WIDTHS = [390, 360, 768, 1024, 1366] as const;

/**
 * What is wrong with the page as it is laid out now: a document wider than the viewport, and every
 * visible interactive element whose centre (once scrolled into view) hits another element.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const problems: string[] = [];
    const viewport = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    if (wide > viewport) problems.push(`the page is ${wide}px wide`);
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> "${text.slice(0, 40)}"`;
    };
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // A link that wraps has one box per line: aim at the largest, as a pointer would.
      const box = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0];
      // Text kept for screen readers only (1px, clipped) is not something to press.
      if (!box || box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Placed off-screen on purpose until focused (the skip link).
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || (hit !== el && !el.contains(hit)))
        problems.push(`${name(el)} is covered by ${hit ? name(hit) : 'nothing'}`);
    }
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return problems;
  });
}

/** How long no request may be in flight before a page counts as loaded, islands and their data included. */
const QUIET_MS = 150;

/**
 * Counts the page's requests in flight, so `quiet()` can resolve once the page has loaded and had none
 * for QUIET_MS: Playwright's `networkidle` with a shorter quiet time (its fixed 500 ms, five times a
 * page, was a fifth of the browser suite's time). Bounded, as `networkidle` is by the test's limit,
 * so a request that never ends shows as a layout found wrong rather than a hang.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      await page.waitForLoadState('load');
      const deadline = Date.now() + 15_000;
      while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** The widths a page is loaded at; at the others it is resized, as a turned tablet or a narrowed window is. */
const LOADED_AT = new Set<number>([390, 1366]);

/**
 * Checks the layout of `path` at every width: loaded afresh at the phone and desktop widths, and
 * resized from the width before at the others (a fresh load costs the browser far more than a resize).
 */
async function checkWidths(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  const network = watchNetwork(page);
  try {
    let opened = false;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      if (LOADED_AT.has(width)) {
        if (opened) await page.reload();
        else await page.goto(path);
        opened = true;
      }
      await network.quiet();
      if (ready) await ready(page);
      expect.soft(await layoutProblems(page), `${path} at ${width}px`).toEqual([]);
    }
  } finally {
    network.stop();
  }
}

const visible = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

test.describe.configure({ timeout: 120_000 });

for (const [path, ready] of [
  ['/', undefined],
  ['/shop/', undefined],
  ['/shop/page/2/', undefined],
  ['/brands/', undefined],
  ['/blogs/', undefined],
  ['/about-us/', undefined],
  ['/shipping-policy/', undefined],
  ['/faqs/', undefined],
  ['/contact-us/', visible('Subject')],
  ['/return-order/', visible('Order ID')],
  ['/guest-track-order/', undefined],
  ['/search-results/?query=brake', undefined],
  ['/signin/', visible('Password')],
  ['/signup/', visible('Password')],
  ['/forgot-password/', undefined],
  ['/thank-you/', undefined],
  ['/404/', undefined],
  ['/no-such-page/', undefined],
  ['/product/no-such-part/', undefined],
  ['/blog/no-such-blog/', undefined],
] as const) {
  test(`${path} fits every width with nothing covered`, async ({ page }) => {
    await checkWidths(page, path, ready);
  });
}

test('a brand listing, a product and a blog fit every width with nothing covered', async ({
  page,
  request,
}) => {
  const { data: brands } = await apiJson<{ data: ApiBrand[] }>(request, '/brands');
  const { data: blogs } = await apiJson<{ data: { data: ApiBlog[] } }>(request, '/blogs');
  await page.goto('/shop/');
  const product = (await page.locator('.card a').first().getAttribute('href')) ?? '';
  for (const path of [`/brand/${brands[0]!.permalink}/`, product, `/blog/${blogs.data[0]!.permalink}/`])
    await checkWidths(page, path);
});

test('the cart and checkout with items fit every width with nothing covered', async ({ page }) => {
  await fillCart(page, 3);
  await checkWidths(page, '/cart/', visible('3 items in your cart'));
  await checkWidths(page, '/checkout/', visible('Billing details'));
});

test('the card and PayPal payment pages fit every width with nothing covered', async ({ page }) => {
  await fillCart(page, 2);
  for (const [method, path] of [
    ['Credit Card / Debit Card', '/checkout-stripe-payment/'],
    ['Paypal', '/checkout-paypal-payment/'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/checkout/');
    await fillBilling(page);
    await page.getByRole('button', { name: method }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await checkWidths(page, path, visible(/^(Choose how to pay|Pay with PayPal)$/));
  }
});

test('account pages fit every width with nothing covered', async ({ page, request }) => {
  await signInAsDemo(page, request);
  // One order of the member's own, so the history and order pages have a table to lay out.
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
  await checkWidths(page, '/my-account/', visible('Edit Profile'));
  await checkWidths(page, '/order-history/', visible(invoice));
  await checkWidths(page, `/track-order/?order_id=${invoice}`, visible(invoice));
  await checkWidths(page, '/profile-update/', visible('Phone'));
  await checkWidths(page, '/address/', visible('Street address'));
});

for (const width of WIDTHS) {
  test(`carousel buttons sit beside the cards, never over them, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const overlaps = await page.evaluate(() => {
      const found: string[] = [];
      for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
        const buttons = [...carousel.querySelectorAll<HTMLElement>('.carousel-btn')].filter((b) => !b.hidden);
        if (buttons.length === 0) found.push(`${carousel.getAttribute('aria-label')}: no buttons`);
        const track = carousel.querySelector<HTMLElement>('[data-track]')!.getBoundingClientRect();
        for (const button of buttons) {
          const b = button.getBoundingClientRect();
          for (const slide of carousel.querySelectorAll<HTMLElement>('[data-track] > li')) {
            // Only the part of a card the row shows: the rest is scrolled out of sight.
            const r = slide.getBoundingClientRect();
            const s = {
              left: Math.max(r.left, track.left),
              right: Math.min(r.right, track.right),
              top: Math.max(r.top, track.top),
              bottom: Math.min(r.bottom, track.bottom),
            };
            if (s.left >= s.right || s.top >= s.bottom) continue;
            if (b.left < s.right && s.left < b.right && b.top < s.bottom && s.top < b.bottom)
              found.push(
                `${button.getAttribute('aria-label')} overlaps "${slide.textContent?.trim().slice(0, 30)}"`,
              );
          }
        }
      }
      return found;
    });
    expect(overlaps).toEqual([]);
  });
}

for (const width of [390, 1366]) {
  test(`the add-to-cart toast shows above the cart panel without covering it at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/shop/');
    await page.locator('.card a').first().click();
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    const panel = page.getByRole('dialog', { name: /Shopping Cart/ });
    await expect(panel).toBeVisible();
    const toast = page.locator('.toast', { hasText: 'added to cart!' });
    await expect(toast).toBeVisible();
    const hits = await page.evaluate(() => {
      const topmost = (el: Element | null) => {
        if (!el) return 'missing';
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit === el || el.contains(hit)
          ? 'on top'
          : `under ${hit?.tagName.toLowerCase()}.${hit?.className}`;
      };
      return {
        toast: topmost(document.querySelector('.toast')),
        heading: topmost(document.querySelector('#cart-panel-title')),
        close: topmost(document.querySelector('[data-close]')),
      };
    });
    expect(hits).toEqual({ toast: 'on top', heading: 'on top', close: 'on top' });
  });
}
