/**
 * The hashes of the inline scripts the built pages carry, for the Content-Security-Policy
 * (`script-src 'sha256-…'`): every executable <script> without src. Data blocks (JSON, JSON-LD) are
 * not scripts to the browser and need no hash.
 *
 * Every page passes through here (src/middleware.ts), so the page is read as the UTF-8 bytes Astro
 * encoded and is writing: the tags are found with Buffer.indexOf and only each script's own bytes are
 * hashed. Decoding a page to text, matching it with a regular expression and encoding it again cost
 * about a tenth of a product page's render time.
 */
import { createHash } from 'node:crypto';

const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain|importmap)/i;
const LOWER = { open: [Buffer.from('<script')], close: [Buffer.from('</script')] };
const BOTH = {
  open: [...LOWER.open, Buffer.from('<SCRIPT')],
  close: [...LOWER.close, Buffer.from('</SCRIPT')],
};
const OPEN_LENGTH = '<script'.length;
const GT = 0x3e;

/** The first of `needles` in `bytes` at or after `from`, or -1. */
function firstOf(bytes: Buffer, needles: Buffer[], from: number): number {
  let found = -1;
  for (const needle of needles) {
    const at = bytes.indexOf(needle, from);
    if (at !== -1 && (found === -1 || at < found)) found = at;
  }
  return found;
}

/** Whether the byte ends a tag name, as `\b` would after `<script` (space, `/` or `>`). */
const endsName = (byte: number | undefined) =>
  byte === undefined || byte === GT || byte === 0x2f || byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

/**
 * The CSP source expressions ('sha256-…') for the inline scripts of one HTML document, given as text
 * or as its UTF-8 bytes. Tags are matched in lower or upper case, as Astro and our templates write them.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes =
    typeof html === 'string'
      ? Buffer.from(html, 'utf8')
      : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  // One scan for upper case, instead of one per script: Astro and our templates write lower case.
  const { open: OPEN, close: CLOSE } = bytes.includes(BOTH.open[1]!) ? BOTH : LOWER;
  const hashes = new Set<string>();
  let from = 0;
  for (;;) {
    const open = firstOf(bytes, OPEN, from);
    if (open === -1) break;
    from = open + OPEN_LENGTH;
    if (!endsName(bytes[from])) continue;
    const gt = bytes.indexOf(GT, from);
    if (gt === -1) break;
    const close = firstOf(bytes, CLOSE, gt + 1);
    if (close === -1) break;
    from = close;
    const attrs = bytes.toString('latin1', open + OPEN_LENGTH, gt);
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(bytes.subarray(gt + 1, close))
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

const store = globalThis as { __storefrontInlineScripts?: Set<string> };

/** Adds one rendered page's inline script hashes to the build's set. */
export function recordInlineScripts(html: string | Uint8Array): void {
  store.__storefrontInlineScripts ??= new Set();
  const set = store.__storefrontInlineScripts;
  for (const hash of inlineScriptHashes(html)) set.add(hash);
}

/** Every hash recorded in this build. */
export function recordedInlineScripts(): string[] {
  return [...(store.__storefrontInlineScripts ?? [])].sort();
}
