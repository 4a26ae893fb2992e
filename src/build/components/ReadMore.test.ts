import { describe, expect, it } from 'vitest';
import { ReadMore } from './ReadMore.tsx';

const readMoreHtml = (html: string, max: number, label?: string) => ReadMore({ html, max, label }).html;

describe('read more', () => {
  it('shows short text whole, sanitised', () => {
    expect(readMoreHtml('<p>Quality parts.</p><script>alert(1)</script>', 300)).toBe(
      '<div class="readmore-full"><p>Quality parts.</p></div>',
    );
  });

  it('cuts long text at a word, keeps its heading above, and holds the whole text behind Read more', () => {
    const body = `<p>${'Brake pads for every Australian car. '.repeat(20)}</p>`;
    const html = readMoreHtml(`<h2>About <em>Bosch</em></h2>${body}`, 60, 'brand description');
    expect(html).toMatch(
      /^<div class="readmore"><div class="readmore-heading"><h2>About <em>Bosch<\/em><\/h2><\/div><p class="readmore-short">Brake pads for every Australian car\. Brake pads for every[^<]*<\/p><details>/,
    );
    expect(html).toContain(
      '<summary><span class="more">Read more<span class="visually-hidden"> of the brand description</span></span><span class="less">Read less</span></summary>',
    );
    expect(html).toContain(`<div class="readmore-full">${body}</div></details></div>`);
  });
});
