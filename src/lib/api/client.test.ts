import { describe, expect, it } from 'vitest';
import { ApiError, apiUrl, createApiClient, NetworkError, RawBody } from './client.ts';

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

  it('reports a 401 to a call that sent the session token, and a lost request as a NetworkError', async () => {
    let unauthorized = 0;
    const api = createApiClient({
      baseUrl: '/api',
      token: () => 'revoked',
      onUnauthorized: () => unauthorized++,
      fetch: async (_input, init) =>
        new Headers(init?.headers).get('authorization') === 'Bearer revoked'
          ? Response.json({ message: 'Please sign in to continue.' }, { status: 401 })
          : Response.json({ message: 'Invalid email or password.' }, { status: 401 }),
    });
    await api.get('/profile').catch(() => {});
    expect(unauthorized).toBe(1);
    await api.post('/logout', undefined, { headers: { Authorization: 'Bearer other' } }).catch(() => {});
    expect(unauthorized).toBe(1);
    const offline = createApiClient({
      baseUrl: '/api',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await offline.get('/blogs').catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });

  it('sends a raw body with its own type, and answers a file as a Blob', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      token: () => 'staff',
      fetch: async (input, init) => {
        seen.push(new Request(new URL(String(input), 'http://x'), init));
        return String(input).endsWith('.csv')
          ? new Response('sku,title\nA1,Pads\n', { headers: { 'Content-Type': 'text/csv' } })
          : Response.json({ data: { rows: 1 } }, { status: 201 });
      },
    });
    const csv = 'sku,title\nA1,Pads\n';
    await expect(
      api.post('admin/products/import', new RawBody(csv, 'text/csv'), { query: { dry_run: 1 } }),
    ).resolves.toEqual({ data: { rows: 1 } });
    expect(seen[0]?.url).toBe('http://x/api/admin/products/import?dry_run=1');
    expect(seen[0]?.headers.get('content-type')).toBe('text/csv');
    expect(await seen[0]?.text()).toBe(csv);
    const file = await api.blob('admin/newsletter.csv');
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer staff');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe(csv);
  });

  it('throws the error body of a file that cannot be had', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      fetch: async () => Response.json({ message: 'Return not found' }, { status: 404 }),
    });
    const error = await api.blob('admin/returns/9/attachment').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 404,
      message: 'Return not found',
      body: { message: 'Return not found' },
    });
  });
});
