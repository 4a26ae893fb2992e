/** A one-message HTML page the API answers with where a browser, not a script, opened it. */
import { escapeHtml as e } from '../../lib/format/escape.ts';

/** A page headed `title` saying `text`, with a link back to the shop (`back`, the home page by default). */
export function messagePage(title: string, text: string, back = '/'): string {
  return `<!doctype html><html lang="en-AU"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title><main><h1>${e(title)}</h1><p>${e(text)}</p><p><a href="${e(back)}">Back to the shop</a></p></main></html>`;
}
