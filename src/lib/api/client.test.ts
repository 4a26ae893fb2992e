import { describe, expect, it } from 'vitest';
import { ApiError, apiUrl, createApiClient } from './client.ts';

describe('API client', () => {
  it('joins base, path and query, leaving out undefined values', () => {
    expect(apiUrl('http://x/api/', '/shop', { page: 2, brand: undefined, category: 'BRK' })).toBe(
      'http://x/api/shop?page=2&category=BRK',
    );
  });

  it('sends the bearer token and parses JSON', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://x/api',
      token: () => 'abc',
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return Response.json({ data: [1, 2] });
      },
    });
    await expect(api.get('/blogs')).resolves.toEqual({ data: [1, 2] });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it("throws ApiError carrying the server's message and status", async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: async () => Response.json({ message: "Product 'x' not found" }, { status: 404 }),
    });
    const error = await api.get('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "Product 'x' not found" });
  });
});
