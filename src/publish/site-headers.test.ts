import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaderRules } from '../lib/site/header-rules.ts';
import { nginxHeaderSnippets, siteHeadersFile } from './site-headers.ts';

const rules = parseHeaderRules(
  siteHeadersFile({ inlineScripts: ["'sha256-abc='"], apiOrigin: 'https://admin.example.com' }),
);
const csp = (path: string) => headersFor(rules, path)['Content-Security-Policy'] ?? '';
const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the build headers', () => {
  it('allow only our own and hashed inline scripts on catalogue pages', () => {
    const script = directive(csp('/product/brake-pads/'), 'script-src');
    expect(script).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(script).not.toContain('unsafe-inline');
    expect(directive(csp('/'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp('/'), 'connect-src')).toBe("connect-src 'self' https://admin.example.com");
  });

  it("let forms post to the API's origin, where the newsletter form goes without JavaScript", () => {
    expect(directive(csp('/'), 'form-action')).toBe("form-action 'self' https://admin.example.com");
    const sameOrigin = parseHeaderRules(siteHeadersFile({ inlineScripts: [] }));
    expect(directive(headersFor(sameOrigin, '/')['Content-Security-Policy'] ?? '', 'form-action')).toBe(
      "form-action 'self'",
    );
  });

  it("allow Stripe's and PayPal's hosts on the payment pages only", () => {
    const card = csp('/checkout-stripe-payment/');
    expect(directive(card, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(card, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(card, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(csp('/checkout-paypal-payment/'), 'script-src')).toContain('https://*.paypal.com');
    expect(csp('/checkout/')).not.toMatch(/stripe|paypal/);
    expect(card.match(/frame-ancestors/g)).toHaveLength(1);
  });

  it('cache hashed assets for a year and revalidate pages', () => {
    expect(headersFor(rules, '/_astro/index.Bx1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/pagefind/fragment/en_1a2b.pf_fragment')['Cache-Control']).toContain(
      'immutable',
    );
    expect(headersFor(rules, '/shop/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/pagefind/pagefind-entry.json')['Cache-Control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('keep the back office out of search engines, and only the back office', () => {
    expect(headersFor(rules, '/admin/')['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headersFor(rules, '/product/brake-pads/')['X-Robots-Tag']).toBeUndefined();
  });

  it('send HSTS, nosniff and a referrer policy everywhere', () => {
    expect(headersFor(rules, '/shop/')).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('give nginx the same headers as include files', () => {
    const nginx = nginxHeaderSnippets({ inlineScripts: ["'sha256-abc='"] });
    expect(nginx['headers.conf']).toContain(
      `add_header Content-Security-Policy "${csp('/').replaceAll("'self' https://admin.example.com", "'self'")}" always;`,
    );
    expect(nginx['payment-headers.conf']).toMatch(
      /add_header Content-Security-Policy "[^"]*https:\/\/js\.stripe\.com/,
    );
    expect(nginx['asset-headers.conf']).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
  });
});
