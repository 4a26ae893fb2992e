/**
 * Escaping for markup made as strings: the catalogue components' JSX runtime (src/build/jsx), the
 * product card that browser scripts render too, e-mails and the API's message pages.
 *
 * What these templates make is ASCII: a character past it is written as a reference (`&#8211;` in
 * HTML, `\u2013` in JSON). The build writes about 750 MB of HTML at 10,000 products, and V8 keeps a
 * page in one byte per character only while every character fits one: a single '–' from a year
 * span or '★' from the stars made the whole page two bytes a character, twice the memory, and its
 * encoding to UTF-8 for the file took 2.2 s of a 14 s build against about 0.1 s for ASCII.
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const NON_ASCII = /[\u0080-\uffff]/;
/** Arguments to one String.fromCharCode call, well under any engine's limit. */
const CHUNK = 8192;

/**
 * `text` with each character past ASCII (a code point) replaced by `reference(character)`, as a string
 * V8 stores one byte a character: a string cut from a two-byte one stays two-byte however it is joined,
 * so this one is made from character codes.
 */
function toAscii(text: string, reference: (character: string) => string): string {
  if (!NON_ASCII.test(text)) return text;
  const codes: number[] = [];
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x80) codes.push(code);
    else for (const c of reference(character)) codes.push(c.charCodeAt(0));
  }
  let ascii = '';
  for (let i = 0; i < codes.length; i += CHUNK)
    ascii += String.fromCharCode.apply(null, codes.slice(i, i + CHUNK));
  return ascii;
}

/** HTML (text or a quoted attribute's value) in ASCII: other characters as numeric references. */
export function asciiHtml(html: string): string {
  return toAscii(html, (character) => `&#${character.codePointAt(0)};`);
}

/** Anything escapeHtml changes: most text has none, and is returned after this one scan. */
const TO_ESCAPE = /[&<>"'\u0080-\uffff]/;

/** Escapes text for HTML content and quoted attribute values, in ASCII. */
export function escapeHtml(value: unknown): string {
  const text = String(value);
  if (!TO_ESCAPE.test(text)) return text;
  return asciiHtml(text.replace(/[&<>"']/g, (ch) => entities[ch]!));
}

/**
 * JSON for a `<script>` element (JSON-LD, data for a page's script), in ASCII, with '<' escaped so it
 * cannot end the script.
 */
export function scriptJson(data: object): string {
  return toAscii(JSON.stringify(data).replace(/</g, '\\u003c'), (character) => {
    let escaped = '';
    // A character past U+FFFF is two UTF-16 units, each escaped, as JSON writes them.
    for (let i = 0; i < character.length; i++)
      escaped += `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return escaped;
  });
}
