/**
 * What an email's HTML is checked for (emails.test.ts, the back office's preview route): parsed
 * strictly as XHTML (sax, strict mode), with every link and picture it holds and the faults found.
 */
import { createRequire } from 'node:module';

interface SaxParser {
  onopentag: (tag: { name: string; attributes: Record<string, string> }) => void;
  ontext: (text: string) => void;
  onerror: (error: Error) => void;
  write(xml: string): { close(): void };
}
const sax = createRequire(import.meta.url)('sax') as { parser(strict: boolean): SaxParser };

export interface HtmlReport {
  links: string[];
  images: { src: string; alt: string | undefined }[];
  /** What breaks the email rules: a script, an on* handler, remote CSS or fonts, a width past 600 px. */
  faults: string[];
  /** Visible text, in order, whitespace collapsed. */
  text: string;
}

/** Parses the document (throwing on anything not well-formed) and lists its links, images and faults. */
export function inspectEmailHtml(html: string): HtmlReport {
  const parser = sax.parser(true);
  const report: HtmlReport = { links: [], images: [], faults: [], text: '' };
  const words: string[] = [];
  let inStyle = false;
  parser.onerror = (error) => {
    throw error;
  };
  parser.onopentag = ({ name, attributes: a }) => {
    const tag = name.toLowerCase();
    inStyle = tag === 'style' || tag === 'title';
    if (tag === 'script') report.faults.push('a <script>');
    if (tag === 'link') report.faults.push(`a <link rel="${a.rel}">`);
    for (const [k, v] of Object.entries(a)) {
      if (/^on/i.test(k)) report.faults.push(`an ${k} attribute on <${tag}>`);
      if (k.toLowerCase() === 'width' && Number.parseInt(v, 10) > 600)
        report.faults.push(`width ${v} on <${tag}>`);
      if (k === 'style')
        for (const m of v.matchAll(/(?:^|;)\s*(?:max-)?width:\s*(\d+)px/g))
          if (Number(m[1]) > 600) report.faults.push(`${m[0]} on <${tag}>`);
      if (k === 'style' && /url\(|@import|@font-face/i.test(v))
        report.faults.push(`remote CSS in a style on <${tag}>`);
    }
    if (tag === 'a') report.links.push(a.href ?? '');
    if (tag === 'img') report.images.push({ src: a.src ?? '', alt: a.alt });
  };
  parser.ontext = (t) => {
    if (!inStyle) words.push(t);
  };
  const onclose = parser as unknown as { onclosetag: () => void };
  onclose.onclosetag = () => {
    inStyle = false;
  };
  parser.write(html).close();
  if (/@import|@font-face|url\(/i.test(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''))
    report.faults.push('remote CSS or fonts in the <style>');
  report.text = words
    .join(' ')
    .replace(/(?:\s|[\u200b-\u200f]|\u034f|\ufeff|\u00a0)+/g, ' ')
    .trim();
  return report;
}
