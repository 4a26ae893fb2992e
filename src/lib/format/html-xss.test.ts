import { describe, expect, it } from 'vitest';
import { stillDangerous, XSS_PAYLOADS } from '../../../tests/helpers/xss-corpus.ts';
import { sanitize } from './html.ts';

describe('the rich-text allow-list (lib/html sanitize)', () => {
  it('has a corpus of at least 30 payloads, each dangerous as written', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(XSS_PAYLOADS.filter((p) => !stillDangerous(p))).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitize(`<p>Before</p>${payload}<p>After</p>`);
    expect(stillDangerous(clean), clean).toBe(false);
    expect(clean).toContain('<p>Before</p>');
  });

  it('keeps what the editor makes: headings, lists, emphasis, links and images', () => {
    const html =
      '<h2>Fitment</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://example.com/x">link</a></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote><img src="/storage/uploads/products/a.webp" alt="Pad" />';
    expect(sanitize(html)).toBe(
      html.replace('href="https://example.com/x"', 'href="https://example.com/x" rel="noopener"'),
    );
  });
});
