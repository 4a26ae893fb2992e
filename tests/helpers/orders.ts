/** Order bodies and calls for API tests of POST /api/place-order. */
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { TestApp } from './test-app.ts';

export const address = {
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  post_code: '2000',
};

let seq = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now()}-${seq++}`;

/** The first `n` products of the catalogue, as the bulk export gives them. */
export async function someProducts(t: TestApp, n = 2): Promise<ApiProduct[]> {
  const res = await t.app.request(`/api/catalogue/products?limit=${n}`);
  return ((await res.json()) as { data: ApiProduct[] }).data;
}

/** A card order (test gateway's succeeding card) for two of each product. */
export function cardOrder(products: ApiProduct[], extra: Record<string, unknown> = {}) {
  return {
    ...address,
    payment_method: 'Stripe',
    stripePaymentMethodId: 'pm_card_visa',
    products: products.map((p) => ({ id: p.id, quantity: 2 })),
    ...extra,
  };
}

export interface Placed {
  status: number;
  body: Record<string, unknown> & { message: string; order?: { invoice_number: string } };
  retryAfter: string | null;
}

/** POST /api/place-order with an optional key and bearer token. */
export async function place(
  t: TestApp,
  body: unknown,
  idempotencyKey: string | null = newKey(),
  token?: string,
): Promise<Placed> {
  const res = await t.app.request('/api/place-order', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Placed['body'],
    retryAfter: res.headers.get('Retry-After'),
  };
}

/** Signs in and returns the bearer token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}
