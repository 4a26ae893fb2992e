/** @jsxImportSource ../jsx */
/**
 * Long editor text cut at a word boundary with a Read more / Read less toggle. Works without
 * JavaScript (a <details> element); the full text is always in the page for crawlers. A heading that
 * opens the text stays a heading above the cut text, so it never runs into the first sentence.
 */
import { stripTags, truncateWords } from '../../lib/format/text.ts';
import { EditorHtml } from './EditorHtml.tsx';

export function ReadMore({
  html,
  max,
  label = 'description',
}: {
  html: string;
  max: number;
  label?: string | undefined;
}) {
  const lead = /^\s*(<h([1-6])[^>]*>[\s\S]*?<\/h\2>)/i.exec(html);
  const heading = lead?.[1] ?? '';
  const body = lead ? html.slice(lead[0].length) : html;
  const { text, cut } = truncateWords(stripTags(body), max);
  if (!cut) return <EditorHtml html={html} class="readmore-full" />;
  return (
    <div class="readmore">
      {heading && <EditorHtml html={heading} class="readmore-heading" />}
      <p class="readmore-short">{text}</p>
      <details>
        <summary>
          <span class="more">
            Read more<span class="visually-hidden"> of the {label}</span>
          </span>
          <span class="less">Read less</span>
        </summary>
        <EditorHtml html={body} class="readmore-full" />
      </details>
    </div>
  );
}
