/**
 * Orders that reach their buyer, for review tests: placed through the checkout (the first product
 * bought for a Ford Ranger PX3), shipped and delivered by staff; and the review links their request
 * email carries (read from the outbox, where it waits for its day).
 */
import { and, eq, like } from 'drizzle-orm';
import { emailOutbox, orderItems, orders, vehicles } from '../../src/api/db/schema/index.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { cardOrder, place } from './orders.ts';
import { adminCall } from './staff.ts';
import type { TestApp } from './test-app.ts';

export const RANGER_LABEL = '2019 Ford Ranger PX3 3.2 TDCi';

/** A Ranger PX3 of the test's own (a body no seeded vehicle has). */
export async function addRanger(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({
      make: 'Ford',
      model: 'Ranger',
      series: 'PX3',
      yearFrom: 2018,
      yearTo: 2022,
      body: 'Review test cab chassis',
      engine: '3.2 TDCi',
      engineCode: 'P5AT',
      displacementCc: 3198,
      fuel: 'diesel',
      drive: '4WD',
      transmission: '6-speed automatic',
    })
    .returning({ id: vehicles.id });
  return row!.id;
}

export interface Delivered {
  invoice: string;
  orderId: number;
  /** The order's lines in product order: the first bought for the Ranger, the second for no vehicle. */
  items: { id: number; productId: number }[];
}

/** Places a card order of `products` (as `member`, when given) and moves it as far as `to`. */
export async function placedOrder(
  t: TestApp,
  o: {
    products: ApiProduct[];
    ranger: number;
    staffToken: string;
    member?: string;
    to?: 'shipped' | 'delivered';
  },
): Promise<Delivered> {
  const body = cardOrder(o.products);
  body.products = body.products.map((line, i) =>
    i === 0 ? ({ ...line, vehicle: { id: o.ranger, year: 2019 } } as typeof line) : line,
  );
  const placed = await place(t, body, undefined, o.member);
  if (placed.status !== 200) throw new Error(`place-order answered ${placed.status}: ${placed.body.message}`);
  const invoice = placed.body.order!.invoice_number;
  const move = async (status: string, extra = {}) => {
    const res = await adminCall(t, 'POST', `/orders/${invoice}/status`, o.staffToken, { status, ...extra });
    if (res.status !== 200) throw new Error(`moving to ${status} answered ${res.status}`);
  };
  await move('shipped', { carrier: 'startrack', tracking_number: 'ST123' });
  if ((o.to ?? 'delivered') === 'delivered') await move('delivered');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
  const items = await t.database.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order!.id));
  const sorted = o.products.map((p) => items.find((i) => i.productId === p.id)!);
  return { invoice, orderId: order!.id, items: sorted.map((i) => ({ id: i.id, productId: i.productId! })) };
}

/** The order's review request as the outbox holds it, or undefined. */
export async function reviewRequestRow(t: TestApp, orderId: number) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.dedupeKey, `review-request:${orderId}`), like(emailOutbox.text, '%/review/?t=%')),
    );
  return row;
}

/** The tokens of the review links in the order's request email, in the order of its lines. */
export async function reviewTokens(t: TestApp, orderId: number): Promise<string[]> {
  const row = await reviewRequestRow(t, orderId);
  return [...(row?.text ?? '').matchAll(/\/review\/\?t=([\w.-]+)/g)].map((m) => m[1]!);
}

/** POST /api/reviews with a JSON body (and a member's bearer token). */
export async function submit(t: TestApp, body: Record<string, unknown>, token?: string) {
  const res = await t.app.request('/api/reviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A review's words: a title and a body. */
export const words = { title: 'Solid pads', body: 'Quiet and no dust after 2,000 km.' };
