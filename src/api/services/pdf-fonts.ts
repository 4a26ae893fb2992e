/**
 * PDF's built-in fonts, parsed once per process. pdfkit parses a built-in font's metrics (its glyph
 * widths and, for Helvetica, about 2,700 kerning pairs into an object keyed by glyph names) for every
 * document that uses it: two fonts per tax invoice, a fifth of the invoice worker's time in a profile
 * of the place-order bench, on a machine whose other core runs the API. Each document still gets its
 * own font object (its id, its PDF dictionary, whether it was embedded), over the one parse.
 *
 * It fills pdfkit's per-document font cache (`_fontFamilies`, `_fontCount`: pdfkit 0.20), which is not
 * public: the invoice tests draw several invoices in one process and read each one's text back, so a
 * pdfkit that changed it would fail them.
 */

interface FontCache {
  _fontFamilies: Record<string, object | undefined>;
  _fontCount: number;
  _font: object | null;
  font(name: string): unknown;
}

/** The first document's font object of each name: later documents' fonts inherit its parse. */
const parsed = new Map<string, object>();

/** Puts the built-in fonts `names` into the document's font cache; `doc.font(name)` then selects one. */
export function withParsedFonts(doc: PDFKit.PDFDocument, names: readonly string[]): void {
  const cache = doc as unknown as FontCache;
  for (const name of names) {
    if (cache._fontFamilies[name]) continue;
    const first = parsed.get(name);
    if (!first) {
      cache.font(name);
      if (cache._font) parsed.set(name, cache._font);
      continue;
    }
    const own = Object.create(first) as object;
    Object.assign(own, { document: doc, id: `F${++cache._fontCount}`, dictionary: null, embedded: false });
    cache._fontFamilies[name] = own;
  }
}
