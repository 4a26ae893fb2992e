import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './client.ts';
import { fetchInvoice } from './invoices.ts';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

function options(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  return {
    fetch,
    options: {
      baseUrl: '/api',
      fetch: fetch as unknown as typeof globalThis.fetch,
      token: () => 'tok',
      onUnauthorized: vi.fn(),
      onTooManyRequests: vi.fn(),
    },
  };
}

describe('fetching a tax invoice', () => {
  it("asks for the member's order with their token and gives the PDF and its file name", async () => {
    const { fetch, options: o } = options(
      async () =>
        new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="tax-invoice-SCABC.pdf"',
          },
        }),
    );
    const file = await fetchInvoice(o, 'SCABC');
    expect(fetch).toHaveBeenCalledWith('/api/user/orders/SCABC/invoice', {
      headers: { Accept: 'application/pdf', Authorization: 'Bearer tok' },
    });
    expect(file.fileName).toBe('tax-invoice-SCABC.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);
  });

  it("throws the server's message for a refusal, and signs out on 401", async () => {
    const missing = options(async () =>
      Response.json({ message: 'No paid order with this number.' }, { status: 404 }),
    );
    await expect(fetchInvoice(missing.options, 'SCABC')).rejects.toEqual(
      new ApiError(404, 'No paid order with this number.', { message: 'No paid order with this number.' }),
    );
    const expired = options(async () =>
      Response.json({ message: 'Please sign in to continue.' }, { status: 401 }),
    );
    await expect(fetchInvoice(expired.options, 'SCABC')).rejects.toBeInstanceOf(ApiError);
    expect(expired.options.onUnauthorized).toHaveBeenCalled();
    const busy = options(async () => new Response('', { status: 429 }));
    await expect(fetchInvoice(busy.options, 'SCABC')).rejects.toBeInstanceOf(ApiError);
    expect(busy.options.onTooManyRequests).toHaveBeenCalled();
  });

  it('throws a NetworkError when no answer comes', async () => {
    const lost = options(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchInvoice(lost.options, 'SCABC')).rejects.toBeInstanceOf(NetworkError);
  });
});
