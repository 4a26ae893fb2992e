/**
 * What one order asks of the database. On PGlite every statement runs on the shop's one thread, at
 * about 0.3-0.5 ms each whatever its size, so under load an order's statements are its latency (issue
 * 19: place-order p99 under 100 ms). A guest's card order, paid at once, takes thirteen: the key's earlier
 * attempt, the prices, the settings; the order, its lines, its stock (the rows locked, their reserved
 * raised, the reservations written: services/stock/reserve.ts) and its first event in one transaction; then
 * its payment, 'paid' event and both emails in another. The lines it wrote are not read back for the
 * emails, the payment reference is stored by the same update that marks it paid, and both emails are
 * one insert.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import type { TestApp } from '../../../tests/helpers/test-app.ts';
import { testDeps } from '../../../tests/helpers/test-app.ts';
import { testDatabase } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { emailOutbox, orderEvents, orders } from '../db/schema/index.ts';
import { UNREFUNDED_MESSAGE } from './late-payment.ts';
import { settleCard } from './order-payment.ts';

const statements: string[] = [];
let counting = false;
const queued: (number | null)[] = [];
const t = {} as TestApp;

beforeAll(async () => {
  t.database = await testDatabase({
    logger: { logQuery: (query) => void (counting && statements.push(query)) },
  });
  const { deps, mail } = testDeps(t.database);
  // Mail is sent after the answer (outbox.later): what the order itself costs is counted, not its delivery.
  deps.outbox = { ...deps.outbox, later: async (ids) => void queued.push(...ids) };
  Object.assign(t, { deps, mail, app: createApp(deps) });
});
afterAll(() => t.database.close());

/** The statements one request sends, less the transactions' own begin and commit. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await run();
    return { result, sent: statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s.trim())) };
  } finally {
    counting = false;
  }
}

/** The top-level items of a comma list, parentheses respected: `a, coalesce(b, c)` has two. */
const listLength = (list: string) => {
  let depth = 0;
  let items = 1;
  for (const ch of list) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) items++;
  }
  return items;
};

/** How many columns a statement's result has: its select list, or its RETURNING list (0 without one). */
function resultColumns(statement: string): number {
  const select = /^select (.*?) from /s.exec(statement);
  if (select) return listLength(select[1]!);
  const returning = / returning (.*)$/s.exec(statement);
  return returning ? listLength(returning[1]!) : 0;
}

describe("an order's statements", () => {
  it('writes, charges and pays a guest card order in fifteen statements', async () => {
    const products = await someProducts(t, 2);
    const key = newKey();
    const { result, sent } = await counted(() => place(t, cardOrder(products), key));
    expect(result.status).toBe(200);
    // Its emails add two reads: the shop's email branding, once for both, and the lines' pictures.
    expect(sent, sent.join('\n')).toHaveLength(15);
    expect(sent.filter((s) => /^select .* from "general_settings" limit/.test(s))).toHaveLength(1);
    // Its stock: one lock, one update of the levels, one insert of the reservations, however many lines.
    expect(sent.filter((s) => /stock_levels|reservations/.test(s))).toHaveLength(3);
    // One of them holds its products (for key share) so a product deleted meanwhile answers 422.
    expect(sent.filter((s) => s.endsWith('for key share'))).toHaveLength(1);
    // Its lines are written once and never read back; one update marks it paid and keeps the reference.
    expect(sent.filter((s) => /^select .* from "order_items"/.test(s))).toEqual([]);
    expect(sent.filter((s) => s.startsWith('update "orders"'))).toHaveLength(1);
    expect(sent.filter((s) => s.startsWith('insert into "email_outbox"'))).toHaveLength(1);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order).toMatchObject({ paymentStatus: 'completed' });
    expect(order!.paymentRef).toMatch(/\S/);
    // Both emails were written, the shop's first, and handed on to be sent after the answer.
    const keys = [`shop-new-order:${order!.id}`, `order-confirmation:${order!.id}`];
    const mine = await t.database.db
      .select({ id: emailOutbox.id, key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(inArray(emailOutbox.dedupeKey, keys))
      .orderBy(asc(emailOutbox.id));
    expect(mine.map((m) => m.key)).toEqual(keys);
    expect(queued.slice(-2)).toEqual(mine.map((m) => m.id));
  });

  it("asks back only the columns it uses: never an order's whole row", async () => {
    const products = await someProducts(t, 2);
    const { result, sent } = await counted(() => place(t, cardOrder(products), newKey()));
    expect(result.status).toBe(200);
    const columns = sent.map((s) => [resultColumns(s), s] as const);
    // On PGlite each column of a result is described and decoded on the shop's one thread, rows or
    // none: the key's look-up, the order's insert and its payment's update each returned all 52 of an
    // order's columns, 190 columns in all, about a quarter of an order's cost.
    // The order's insert asks back what the database filled: 19 columns for a guest without a company.
    // Stock adds 9: the lock's 6 (what allocation reads) and 3 of the product's (counted, backorder, threshold).
    // Freight adds 11: the product's 10 (virtual, weight, three sizes, class, four of dangerous goods)
    // and the freight settings, read with the general settings.
    // Its emails add 10: the branding's 7 (logo, colour, the seller's three lines, contact email and
    // phone) and the lines' pictures' 3 (id, featured image, gallery).
    expect(columns.filter(([n]) => n > 26).map(([, s]) => s)).toEqual([]);
    expect(columns.reduce((sum, [n]) => sum + n, 0)).toBeLessThanOrEqual(69);
  });

  it('stores the payment reference of a payment that is not yet settled before it answers', async () => {
    const products = await someProducts(t, 1);
    const key = newKey();
    // The test gateway's card that asks for 3-D Secure: the reference must be kept for the retry.
    const { result } = await counted(() =>
      place(t, cardOrder(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }), key),
    );
    expect(result.status).toBe(202);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order).toMatchObject({ paymentStatus: 'pending', paymentRef: result.body.payment_intent_id });
  });

  it('keeps the reference of a payment that succeeded after its order was settled another way', async () => {
    const products = await someProducts(t, 1);
    const key = newKey();
    await place(t, cardOrder(products, { stripePaymentMethodId: 'pm_card_authenticationRequired' }), key);
    // Failed meanwhile (the sweep found no charge), with no reference on it.
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'failed', status: 'cancelled', paymentRef: null })
      .where(eq(orders.idempotencyKey, key));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    const payment = {
      id: 'pi_late_success',
      status: 'succeeded' as const,
      amountCents: row!.totalCents,
      currency: 'aud',
      orderRef: row!.invoiceNumber,
    };
    await settleCard(t.deps, row!, payment);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, row!.id));
    // Not paid by this late answer, and its refund cannot be made now (the provider does not know
    // it): the order never loses the payment, and staff are told to refund it.
    expect(after).toMatchObject({ paymentStatus: 'failed', paymentRef: 'pi_late_success' });
    const notes = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id));
    expect(notes.filter((n) => n.message.startsWith(UNREFUNDED_MESSAGE))).toHaveLength(1);
  });
});
