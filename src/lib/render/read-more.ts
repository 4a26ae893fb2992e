/**
 * Long editor text cut at a word boundary with a Read more / Read less toggle, as an HTML string. Works
 * without JavaScript (a <details> element); the full text is always in the page for crawlers. A heading
 * that opens the text stays a heading above the cut text, so it never runs into the first sentence.
 */
import { stripTags, truncateWords } from '../format/text.ts';
import { editorHtml } from './editor-html.ts';
import { escapeHtml as e } from './html.ts';

export function readMoreHtml(html: string, max: number, label = 'description'): string {
  const lead = /^\s*(<h([1-6])[^>]*>[\s\S]*?<\/h\2>)/i.exec(html);
  const heading = lead?.[1] ?? '';
  const body = lead ? html.slice(lead[0].length) : html;
  const { text, cut } = truncateWords(stripTags(body), max);
  if (!cut) return editorHtml(html, 'readmore-full');
  return `<div class="readmore">${heading ? editorHtml(heading, 'readmore-heading') : ''}<p class="readmore-short">${e(
    text,
  )}</p><details><summary><span class="more">Read more<span class="visually-hidden"> of the ${e(
    label,
  )}</span></span><span class="less">Read less</span></summary>${editorHtml(body, 'readmore-full')}</details></div>`;
}
