/**
 * The hashes of the inline scripts the built pages carry, for the Content-Security-Policy
 * (`script-src 'sha256-…'`): every executable <script> without src. Data blocks (JSON, JSON-LD) are
 * not scripts to the browser and need no hash.
 *
 * Read from the pages Astro wrote, shells included (a generated page's inline scripts are its
 * shell's), as bytes: only each script's own bytes are hashed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const SRC = /(?:^|\s)src\s*=/i;
const DATA_TYPE = /(?:^|\s)type\s*=\s*["']?(application\/(ld\+)?json|text\/plain|importmap)/i;
/** A script start or end tag, in any case: the name ends at HTML whitespace, `/` or `>`, as in the browser. */
const TAG = /<(\/?)script[\t\n\f\r />]/gi;
const NAME_END = '<script'.length;

/**
 * The CSP source expressions ('sha256-…') for the inline scripts of one HTML document, given as text
 * or as its UTF-8 bytes. The bytes are read as Latin-1, one character per byte, so an offset in the
 * text is an offset in the bytes; the tags are ASCII. A script ends at its first end tag, as in the browser.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const bytes =
    typeof html === 'string'
      ? Buffer.from(html, 'utf8')
      : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const text = bytes.toString('latin1');
  const hashes = new Set<string>();
  const tags = new RegExp(TAG);
  for (let open = tags.exec(text); open; open = tags.exec(text)) {
    if (open[1]) continue;
    const gt = text.indexOf('>', open.index + NAME_END);
    if (gt === -1) break;
    tags.lastIndex = gt + 1;
    let close = tags.exec(text);
    while (close && !close[1]) close = tags.exec(text);
    if (!close) break;
    const attrs = text.slice(open.index + NAME_END, gt);
    if (SRC.test(attrs) || DATA_TYPE.test(attrs)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(bytes.subarray(gt + 1, close.index))
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** Every page's file under `dir`, its subfolders included. */
async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The hashes of the inline scripts of every page Astro wrote into `dir`, sorted. */
export async function htmlInlineScripts(dir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for await (const file of htmlFiles(dir))
    for (const hash of inlineScriptHashes(await readFile(file))) hashes.add(hash);
  return [...hashes].sort();
}
