/** Editor-supplied JSON-LD: used when it parses to an object, otherwise a default is built. */

export function parsedOr(markup: string | null | undefined, fallback: () => object): object {
  if (markup?.trim()) {
    try {
      const parsed: unknown = JSON.parse(markup);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      // invalid editor markup: fall back
    }
  }
  return fallback();
}

/** Whether an editor may save this markup: empty (the default is built), or JSON that parsedOr uses. */
export function isSchemaMarkup(markup: string): boolean {
  if (!markup.trim()) return true;
  const sentinel = {};
  return parsedOr(markup, () => sentinel) !== sentinel;
}
