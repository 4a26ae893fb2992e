/** A fresh member, signed in on a page, with what the member-only suites need: a saved address, a cart. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ApiShopPage } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson } from './helpers.ts';

let n = 0;

export interface Member {
  email: string;
  token: string;
}

/** Registers a member through the API and puts the session where the storefront keeps it, for every page the test opens. */
export async function signedInMember(page: Page, request: APIRequestContext): Promise<Member> {
  const email = `member${Date.now()}${process.pid}${n++}@example.com`;
  const res = await request.post('/api/registered', {
    data: { name: 'Sam Member', email, password: 'Secret!234', phone: '0400111222', terms: true },
  });
  expect(res.status()).toBeLessThan(300);
  const { user, token } = (await res.json()) as { user: unknown; token: string };
  await page.addInitScript(
    ([u, t]) => {
      if (!sessionStorage.getItem('e2e-signed-out') && !sessionStorage.getItem('storefront:session'))
        sessionStorage.setItem(
          'storefront:session',
          JSON.stringify({ user: u, token: t, timestamp: Date.now() }),
        );
    },
    [user, token] as const,
  );
  return { email, token };
}

/** The member's name, contact and Hobart address as the API's address and order fields take them. */
export function memberAddress(member: Member) {
  return {
    f_name: 'Sam',
    l_name: 'Member',
    email: member.email,
    phone: '0400111222',
    street_address: '5 Bay Road',
    city: 'Hobart',
    state: 'TAS',
    post_code: '7000',
  };
}

/** Saves an address for the member through the API; its id. */
export async function savedAddress(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.post('/api/user-addresses/store', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { ...memberAddress(member), address_type: 'Home' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** A cart line for the first product of the shop, at `unitCents` (today's price unless given). */
export async function firstProductLine(request: APIRequestContext, unitCents?: number) {
  const { data } = await apiJson<ApiShopPage>(request, '/shop?pagination=1');
  const p = data[0]!;
  const price = p.discount_data?.discounted_price || p.product_meta.find((m) => m.option === '_price')?.value;
  return {
    id: p.id,
    title: p.title,
    permalink: p.permalink,
    image: p.featured_image,
    unitCents: unitCents ?? Math.round(Number(price) * 100),
    quantity: 1,
  };
}

/** Starts every page of the test with `lines` in the cart (unless the test has changed it since). */
export async function withCart(page: Page, lines: unknown[]): Promise<void> {
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('e2e-cart-set')) {
      localStorage.setItem('storefront:cart', text);
      sessionStorage.setItem('e2e-cart-set', '1');
    }
  }, JSON.stringify(lines));
}
