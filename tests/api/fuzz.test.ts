/**
 * Fuzzes every API route through app.request(): RUNS generated requests each (adversarial text and
 * numbers, wrong JSON types, malformed bodies, odd paths), with and without a valid bearer token where
 * the route reads one. No request may get a 5xx: bad input is always the caller's 4xx.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/api/services/auth.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { backOffice } from './fuzz/back-office.ts';
import { catalogueEditing } from './fuzz/catalogue-editing.ts';
import { freight } from './fuzz/freight.ts';
import { reads } from './fuzz/reads.ts';
import { type Auth, auth } from './fuzz/requests.ts';
import { reviewCalls } from './fuzz/reviews.ts';
import type { Endpoint, Input, Known } from './fuzz/routes.ts';
import { searchCalls } from './fuzz/search.ts';
import { stock } from './fuzz/stock.ts';
import { writes } from './fuzz/writes.ts';

/**
 * Requests per route: 500 on the embedded PGlite, the same PostgreSQL engine, in every run; 100 against
 * a PostgreSQL server (the services pass of .ci/run), which sees the same routes with the same rules.
 */
const RUNS = process.env.DATABASE_URL ? 100 : 500;
const endpoints = [
  ...reads,
  ...writes,
  ...backOffice,
  ...catalogueEditing,
  ...stock,
  ...freight,
  ...reviewCalls,
  ...searchCalls,
];
const t = setupTestApp();
const known = {} as Known;
let token = '';
let userId = 0;

async function read<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  return (await (await t.app.request(`/api${path}`, { headers })).json()) as T;
}

beforeAll(async () => {
  const login = await t.app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo!2345' }),
  });
  const session = (await login.json()) as { token: string; user: { id: number } };
  token = session.token;
  userId = session.user.id;
  type Nav = {
    category: { sku: string; permalink: string; child_categories: { child_sku: string }[] }[];
    brand: { permalink: string }[];
  };
  const nav = (await read<{ data: Nav }>('/nav-bar-data')).data;
  const products = (
    await read<{ data: { data: { id: number; sku: string; permalink: string }[] } }>(
      '/latest-products?pagination=20',
    )
  ).data.data;
  const addresses = await read<{ data: { shipping_addresses: { id: number }[] } }>('/user-addresses', {
    Authorization: `Bearer ${token}`,
  });
  Object.assign(known, {
    skus: products.map((p) => p.sku),
    permalinks: products.map((p) => p.permalink),
    productIds: products.map((p) => p.id),
    categories: nav.category.flatMap((c) => [c.sku, c.permalink]),
    childCategories: nav.category.flatMap((c) => c.child_categories.map((cc) => cc.child_sku)),
    brands: nav.brand.map((b) => b.permalink),
    pages: (await read<{ data: { slug: string }[] }>('/pages')).data.map((p) => p.slug),
    blogs: (await read<{ data: { data: { permalink: string }[] } }>('/blogs')).data.data.map(
      (b) => b.permalink,
    ),
    addressIds: addresses.data.shipping_addresses.map((a) => String(a.id)),
  } satisfies Known);
});

async function headersFor(endpoint: Endpoint, who: Auth): Promise<Record<string, string>> {
  if (who.kind === 'none') return {};
  if (who.kind === 'other') return { Authorization: who.header };
  if (endpoint.auth === 'admin') return { Authorization: `Bearer ${t.deps.adminToken}` };
  // Signing out revokes the token, so each valid sign-out gets a fresh one.
  const valid = endpoint.route === '/logout' ? await issueToken(t.database.db, userId) : token;
  return { Authorization: `Bearer ${valid}` };
}

async function send(endpoint: Endpoint, input: Input, who: Auth) {
  const method = input.method ?? endpoint.method;
  const headers = { ...input.headers, ...(await headersFor(endpoint, who)) };
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body) {
    body = input.body.text;
    if (input.body.type) headers['Content-Type'] = input.body.type;
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const res = await t.app.request(`/api${input.path}`, { method, headers, body: hasBody ? body : undefined });
  return { status: res.status, text: await res.text() };
}

describe('API fuzz: no input gets a 5xx', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.route}`, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(endpoint.input(known), auth, async (input, who) => {
          const { status, text } = await send(endpoint, input, who);
          expect(status, `${input.method ?? endpoint.method} ${input.path} answered ${text}`).toBeLessThan(
            500,
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});
