import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuildFailure } from './build-failure.tsx';

const html = (message: string | null, logLink?: boolean) =>
  renderToStaticMarkup(createElement(BuildFailure, { message, ...(logLink === false && { logLink }) }));

describe('a failed build as staff see it', () => {
  it('says why, links the record at fault to where it is edited, and links the build log', () => {
    const out = html(
      'Page not rendered: product BRK-7 (/product/pads-7/), field images: images[0] is undefined',
    );
    expect(out).toContain('<strong>Reason:</strong> images[0] is undefined');
    expect(out).toContain(
      '<a href="#/products?q=BRK-7">product BRK-7</a>, field images (page /product/pads-7/)',
    );
    expect(out).toContain('<a href="#/publishing">See the build log</a>');
  });

  it('shows a message that names no record as it is, and the log link', () => {
    const out = html('Search index: pagefind exited with 1');
    expect(out).toContain('Search index: pagefind exited with 1');
    expect(out).not.toContain('Record at fault');
    expect(out).toContain('href="#/publishing"');
    expect(html(null, false)).not.toContain('See the build log');
  });
});
