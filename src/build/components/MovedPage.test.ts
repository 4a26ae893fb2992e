import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../publish/inline-scripts.ts';
import { movedPageFolder, movedPageHtml } from './MovedPage.tsx';

describe('moved page', () => {
  const html = movedPageHtml('/forgot-password/', 'https://shop.test/forgot-password/');

  it('sends the browser on by refresh and by script, canonical to the new page and noindex', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/forgot-password/">');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/forgot-password/">');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<a href="/forgot-password/" data-moved="">');
  });

  it('carries the same inline script on every page, whatever the target', () => {
    const other = movedPageHtml('/product/a&b/', 'https://shop.test/product/a&b/');
    expect(other).toContain('href="/product/a&amp;b/"');
    expect(inlineScriptHashes(other)).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('moved page folder', () => {
  it('is the decoded address, as a static host maps it to a folder', () => {
    expect(movedPageFolder('/product/BDX-BRK1234')).toBe('/product/BDX-BRK1234');
    expect(movedPageFolder('/product/BDX%201')).toBe('/product/BDX 1');
    expect(movedPageFolder('/forget-password')).toBe('/forget-password');
  });

  it('is none for a sku that would leave its folder or split into two', () => {
    for (const from of [
      '/product/..',
      '/product/.',
      '/product/a%2Fb',
      '/product/%5C..',
      '/product/',
      '/product/%E0%A4%A',
    ])
      expect(movedPageFolder(from), from).toBeNull();
  });
});
