/** Security and cache headers from the build's `_headers`, and the pages working under that CSP. */
import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillCart, fillTestCard } from './checkout-helpers.ts';
import { redirectOf } from './helpers.ts';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

/** Collects Content-Security-Policy violations the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

test('pages carry a strict CSP, HSTS, nosniff, a referrer policy and no framing', async ({ request }) => {
  for (const path of ['/', '/shop/', '/cart/', '/signin/']) {
    const res = await request.get(path);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(directive(csp, 'script-src'), path).toMatch(
      /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/,
    );
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toMatch(/stripe|paypal/);
    expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
  for (const path of ['/checkout-stripe-payment/', '/checkout-paypal-payment/']) {
    const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'script-src')).toContain('https://*.paypal.com');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(csp, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  }
});

test('hashed assets are cached for a year, pages revalidate, unknown paths are 404 and not cached', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = /(\/_astro\/[\w.-]+\.(?:js|css))/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/no-such-page/');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await redirectOf(request, '/shop?page=2')).toEqual({ status: 301, location: '/shop/page/2/' });
  expect(await redirectOf(request, '/Address')).toEqual({ status: 301, location: '/address/' });
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('catalogue pages, search, cart and the test-mode card payment run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('bosch');
  // The first search also loads the search code: allow a busy machine more than the default 5 s.
  await expect(page.getByRole('option').first()).toContainText(/Bosch .+\$\d+\.\d{2}/, { timeout: 15_000 });
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  expect(await violations()).toEqual([]);
});

test('a page outside payment cannot load Stripe', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/shop/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.src = 'https://js.stripe.com/v3/';
    document.head.append(s);
  });
  await expect
    .poll(violations)
    .toContainEqual(expect.stringMatching(/^script-src(-elem)? https:\/\/js\.stripe\.com/));
});

test('with live keys, Stripe Elements and PayPal Buttons load under the payment pages’ CSP', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // The shop's live configuration, and Stripe's and PayPal's scripts and frames, stood in for offline.
  await page.route('**/api/payment-config', (route) =>
    route.fulfill({
      json: {
        card: { provider: 'stripe', publishable_key: 'pk_test_offline' },
        paypal: { provider: 'paypal' },
      },
    }),
  );
  await page.route('**/api/encrypted-paypal-keys', (route) =>
    route.fulfill({ json: { key: Buffer.from('client-offline').toString('base64') } }),
  );
  await page.route('https://js.stripe.com/**', (route) =>
    route.request().resourceType() === 'script'
      ? route.fulfill({
          contentType: 'text/javascript',
          body: `window.Stripe = function () { return { _registerWrapper() {}, elements() { return { update() {}, create() {
            let ready; return { on(e, f) { if (e === 'ready') ready = f; }, mount(host) {
              const f = document.createElement('iframe'); f.title = 'Secure card payment input frame';
              f.src = 'https://js.stripe.com/v3/elements-inner-card.html'; f.onload = () => ready && ready();
              host.append(f); } }; } }; } }; }; window.Stripe.version = 'endive';`,
        })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>card field</p>' }),
  );
  await page.route('https://www.paypal.com/**', (route) =>
    route.request().resourceType() === 'script'
      ? route.fulfill({
          contentType: 'text/javascript',
          body: `window.paypal = { Buttons() { return { render(el) {
            const f = document.createElement('iframe'); f.title = 'PayPal'; f.src = 'https://www.paypal.com/smart/buttons';
            el.append(f); return Promise.resolve(); } }; } };`,
        })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><button>PayPal</button>' }),
  );
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(
    page.frameLocator('iframe[title="Secure card payment input frame"]').getByText('card field'),
  ).toBeVisible();
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(
    page.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: 'PayPal' }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});
