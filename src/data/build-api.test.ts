import { describe, expect, it, vi } from 'vitest';
import { retryingFetch } from './build-api.ts';

const closed = () => Object.assign(new TypeError('fetch failed'), { cause: new Error('other side closed') });

describe('the build reading the API', () => {
  it('asks again when the connection drops, and gets the answer', async () => {
    const inner = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(closed())
      .mockResolvedValueOnce(Response.json({ ok: 1 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await retryingFetch(inner, () => 0)('http://api/catalogue/products');
    expect(await res.json()).toEqual({ ok: 1 });
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('gives up after four tries, and never repeats anything but a read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inner = vi.fn<typeof fetch>().mockRejectedValue(closed());
    await expect(retryingFetch(inner, () => 0)('http://api/catalogue/products')).rejects.toThrow(
      'fetch failed',
    );
    expect(inner).toHaveBeenCalledTimes(4);
    const post = vi.fn<typeof fetch>().mockRejectedValue(closed());
    await expect(retryingFetch(post, () => 0)('http://api/x', { method: 'POST' })).rejects.toThrow();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('returns an error answer as it is', async () => {
    const inner = vi.fn<typeof fetch>().mockResolvedValue(new Response('busy', { status: 503 }));
    expect((await retryingFetch(inner, () => 0)('http://api/x')).status).toBe(503);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
