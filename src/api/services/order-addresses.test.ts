/** An order's address on the admin order page's answer and the shop's new-order email. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { brandOf } from '../emails/layout/brand.ts';
import { shopNewOrderMessage } from '../emails/shop-new-order.ts';

const t = setupTestApp();
const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 1 };

/** An order whose customer left the suburb blank (stored as the product spec's placeholder) in Dubbo. */
async function blankSuburbOrder(set: Partial<typeof orders.$inferInsert> = {}) {
  const { row } = await insertPaidOrder(t.database.db, { lines: [line] });
  const [o] = await t.database.db
    .update(orders)
    .set({
      streetAddress: '1 Ute St',
      suburb: 'Suburbia',
      city: 'Dubbo',
      state: 'NSW',
      postCode: '2830',
      ...set,
    })
    .where(eq(orders.id, row.id))
    .returning();
  return o!;
}

describe("an order's address", () => {
  it('is written on the shop new-order email with the city and never the placeholder suburb', async () => {
    const o = await blankSuburbOrder();
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    const mail = shopNewOrderMessage(
      { shopEmail: 's@x', brand: brandOf(undefined, { storeName: 'Shop', siteUrl: 'http://x' }) },
      o,
      items,
    );
    expect(mail.text).toContain('Ship to: Jane Citizen, 1 Ute St, Dubbo NSW 2830');
    expect(`${mail.text}${mail.html}`).not.toContain('Suburbia');
  });

  it('keeps a real suburb and the city on the shipping address', async () => {
    const o = await blankSuburbOrder({
      sFName: 'Sam',
      sLName: 'Lee',
      sStreetAddress: '2 Main Rd',
      sSuburb: 'Parramatta',
      sCity: 'Sydney',
      sState: 'NSW',
      sPostCode: '2150',
    });
    const mail = shopNewOrderMessage(
      { shopEmail: 's@x', brand: brandOf(undefined, { storeName: 'Shop', siteUrl: 'http://x' }) },
      o,
      [],
    );
    expect(mail.text).toContain('Ship to: Sam Lee, 2 Main Rd, Parramatta, Sydney NSW 2150');
  });

  it('is answered to the admin order page without the placeholder suburb', async () => {
    const o = await blankSuburbOrder();
    const { token } = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', `/orders/${o.invoiceNumber}`, token);
    const text = await res.text();
    expect(text).not.toContain('Suburbia');
    expect(JSON.parse(text).data.billing).toMatchObject({
      street_address: '1 Ute St',
      suburb: '',
      city: 'Dubbo',
    });
  });
});
