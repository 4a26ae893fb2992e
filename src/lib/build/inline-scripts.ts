/**
 * The hashes of the inline scripts the built pages carry, for the Content-Security-Policy
 * (`script-src 'sha256-…'`): every executable <script> without src. Data blocks (JSON, JSON-LD) are
 * not scripts to the browser and need no hash.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain|importmap)/i;

/** The CSP source expressions ('sha256-…') for the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const store = globalThis as { __storefrontInlineScripts?: Set<string> };

/** Adds one rendered page's inline script hashes to the build's set. */
export function recordInlineScripts(html: string): void {
  store.__storefrontInlineScripts ??= new Set();
  const set = store.__storefrontInlineScripts;
  for (const hash of inlineScriptHashes(html)) set.add(hash);
}

/** Every hash recorded in this build. */
export function recordedInlineScripts(): string[] {
  return [...(store.__storefrontInlineScripts ?? [])].sort();
}
