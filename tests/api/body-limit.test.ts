import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

const KB = 1024;

/** A JSON body of about `bytes` bytes that the route would otherwise accept as well-formed. */
const jsonOfSize = (bytes: number) => JSON.stringify({ id: 'SCNOSUCHORDER', pad: 'x'.repeat(bytes) });

/** The same text as a stream, so the request has no Content-Length (chunked upload). */
function streamOf(text: string, chunk = 16 * KB) {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
      pulled += 1;
    },
  });
  return { body, pulled: () => pulled };
}

const track = (body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request('/api/guest/track-order', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    // biome-ignore lint/suspicious/noExplicitAny: Node's fetch needs duplex for a streamed body
    ...({ duplex: 'half' } as any),
  });

describe('body size limit on the API', () => {
  it('still reads a normal body', async () => {
    const res = await track(JSON.stringify({ id: 'SCNOSUCHORDER' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No Order Found' });
  });

  it('answers 413 with a message for a body over 64 KB sent with its Content-Length', async () => {
    const text = jsonOfSize(100 * KB);
    const res = await track(text, { 'Content-Length': String(text.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large (at most 64 KB).' });
  });

  it('refuses a chunked body with no Content-Length once past the limit, without reading on', async () => {
    const { body, pulled } = streamOf(jsonOfSize(10 * 1024 * KB));
    const res = await track(body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large (at most 64 KB).' });
    // 16 KB chunks: the fifth passes 64 KB. A stream may be pulled a little ahead, not to its end (640).
    expect(pulled()).toBeLessThan(10);
  });

  it('accepts a chunked body under the limit', async () => {
    const { body } = streamOf(jsonOfSize(40 * KB));
    const res = await track(body);
    expect(res.status).toBe(404);
  });

  it('gives the return form room for its 5 MiB attachment, and no more', async () => {
    const form = new FormData();
    form.set('f_name', 'Ann');
    form.set('file_path', new File([new Uint8Array(200 * KB)], 'photo.png'));
    const fits = await t.app.request('/api/order-return', { method: 'POST', body: form });
    expect(fits.status).not.toBe(413);
    const huge = new FormData();
    huge.set('file_path', new File([new Uint8Array(6 * 1024 * KB)], 'photo.png'));
    const tooBig = await t.app.request('/api/order-return', { method: 'POST', body: huge });
    expect(tooBig.status).toBe(413);
  });
});
