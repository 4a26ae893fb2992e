/**
 * The hashes of the inline scripts the built pages carry, for the Content-Security-Policy
 * (`script-src 'sha256-…'`): every executable <script> without src. Data blocks (JSON, JSON-LD) are
 * not scripts to the browser and need no hash.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain|importmap)/i;

/**
 * The CSP source expressions ('sha256-…') for the inline scripts of one HTML document, as text or as
 * its UTF-8 bytes. The bytes are read as Latin-1 (one character per byte, no decoding: the tags are
 * ASCII) and each script's own bytes are hashed, so a page never has to be decoded and encoded again.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes =
    typeof html === 'string'
      ? Buffer.from(html, 'utf8')
      : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const text = bytes.toString('latin1');
  const hashes = new Set<string>();
  for (const match of text.matchAll(SCRIPT)) {
    const [tag, attrs = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs)) continue;
    const start = match.index + tag.length - '</script>'.length - body.length;
    const digest = createHash('sha256')
      .update(bytes.subarray(start, start + body.length))
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
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
