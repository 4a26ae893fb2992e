/**
 * Refuses text no route can use before any route reads it: a NUL character in the path, the query or
 * the body (PostgreSQL cannot store U+0000 in text, so it would fail deep in a query as a 500), and
 * other control characters in the path (no sku, permalink or slug has one).
 */
import { createMiddleware } from 'hono/factory';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
export const PATH_CONTROL_MESSAGE = 'The address must not contain control characters.';

/** True when JSON (or plain) text holds a NUL: a raw one, or a \u0000 escape that is not `\\` + 'u0000'. */
export function hasNul(text: string): boolean {
  if (text.includes('\0')) return true;
  for (let at = text.indexOf('\\u0000'); at !== -1; at = text.indexOf('\\u0000', at + 1)) {
    // An odd run of backslashes before 'u0000' means the last one escapes nothing but itself.
    let slashes = 0;
    while (at - slashes - 1 >= 0 && text[at - slashes - 1] === '\\') slashes++;
    if (slashes % 2 === 0) return true;
  }
  return false;
}

/** True when the text holds a C0 control character or DEL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const FORM = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)/i;

async function bodyHasNul(bytes: ArrayBuffer, type: string) {
  if (FORM.test(type)) {
    // Files may hold any bytes; only text fields reach the database. An unreadable form is the route's.
    const form = await new Response(bytes, { headers: { 'Content-Type': type } })
      .formData()
      .catch(() => null);
    return [...(form?.entries() ?? [])].some(
      ([key, value]) => key.includes('\0') || (typeof value === 'string' && value.includes('\0')),
    );
  }
  // Read as text whatever the type: a route may parse JSON without checking the type.
  return hasNul(new TextDecoder().decode(bytes));
}

/** 400 { message } for a NUL anywhere in the request's text, or a control character in its path. */
export const guardText = createMiddleware(async (c, next) => {
  // The URL as sent, still percent-encoded: a NUL can only arrive as %00.
  const url = c.req.url;
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  if (url.includes('%00')) return c.json({ message: NUL_MESSAGE }, 400);
  if (/%(?:[01][0-9a-f]|7f)/i.test(rawPath) || hasControl(c.req.path))
    return c.json({ message: PATH_CONTROL_MESSAGE }, 400);
  if (c.req.raw.body) {
    const bytes = await c.req.arrayBuffer().catch(() => null);
    if (!bytes) return c.json({ message: 'The request body could not be read.' }, 400);
    // c.req caches the bytes for the route's parsing; a fresh raw request serves readers of the stream.
    c.req.raw = new Request(c.req.raw, { body: bytes });
    if (await bodyHasNul(bytes, c.req.header('Content-Type') ?? ''))
      return c.json({ message: NUL_MESSAGE }, 400);
  }
  await next();
});
