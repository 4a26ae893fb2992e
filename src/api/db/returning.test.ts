import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { filledByDatabase, insertedRow } from './returning.ts';
import { orderEvents, orders } from './schema/index.ts';

const t = setupTestApp();

describe('narrow RETURNING', () => {
  it('asks back only the columns an insert leaves to the database', () => {
    const filled = filledByDatabase(orderEvents, { orderId: 1, kind: 'note', message: 'm', public: false });
    expect(Object.keys(filled).sort()).toEqual(
      ['amountCents', 'carrier', 'createdAt', 'id', 'staffId', 'status', 'trackingNumber'].sort(),
    );
  });

  it('gives the row the database wrote: serial id, defaults, timestamps and nulls included', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 1)));
    const [first] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    // A copy written as an order is: every column the checkout sets, none of those the database does.
    const {
      id,
      createdAt,
      updatedAt,
      paymentRef,
      carrier,
      trackingNumber,
      refundedCents,
      adminDelete,
      ...given
    } = first!;
    // Undefined as the checkout leaves an optional field (a guest with no company): the database's default.
    const values = {
      ...given,
      invoiceNumber: 'SCRETURNING01',
      idempotencyKey: 'returning-test',
      company: undefined,
      sCompany: undefined,
    };
    const [filled] = await t.database.db
      .insert(orders)
      .values(values)
      .returning(filledByDatabase(orders, values));
    const row = insertedRow<typeof orders>(values, filled!);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, row.id));
    expect(row).toEqual(stored);
    expect(row.id).toBeGreaterThan(id);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
    // The column defaults, which the checkout never sets.
    expect(row).toMatchObject({ paymentRef: null, carrier: '', refundedCents: 0, company: '' });
  });
});
