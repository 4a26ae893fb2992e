import { describe, expect, it } from 'vitest';
import { sanitize } from './html.ts';

describe('sanitize', () => {
  it('keeps article markup and removes anything that can run', () => {
    const out = sanitize(
      '<h2>Title</h2><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://e.com">ok</a></p><script>alert(1)</script><img src="a.webp" onerror="x()">',
    );
    expect(out).toContain('<h2>Title</h2>');
    expect(out).not.toMatch(/onclick|onerror|script|javascript:/);
    expect(out).toContain('<a href="https://e.com" rel="noopener">ok</a>');
  });
});
