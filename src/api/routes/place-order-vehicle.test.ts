import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, signIn, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { OrderDetailAnswerSchema } from '../../lib/api/schemas/admin-orders.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { OneOrderSchema } from '../../lib/api/schemas/orders.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';
import { orderItems, orders, vehicles } from '../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';

const t = setupTestApp();
const LABEL = '2019 Ford Ranger PX3 3.2 TDCi';
let ranger: { id: number };
let products: ApiProduct[];

beforeAll(async () => {
  // Its own vehicle (the seed's vehicles are not relied on): a body no seeded vehicle has.
  const [row] = await t.database.db
    .insert(vehicles)
    .values({
      make: 'Ford',
      model: 'Ranger',
      series: 'PX3',
      yearFrom: 2018,
      yearTo: 2022,
      body: 'Test cab chassis',
      engine: '3.2 TDCi',
      engineCode: 'P5AT',
      displacementCc: 3198,
      fuel: 'diesel',
      drive: '4WD',
      transmission: '6-speed automatic',
    })
    .returning({ id: vehicles.id });
  ranger = row!;
  products = await someProducts(t, 2);
});

/** A card order of the two products, the first one bought for `vehicle`. */
const withVehicle = (vehicle: unknown) => {
  const body = cardOrder(products);
  body.products = [{ ...body.products[0]!, vehicle } as (typeof body.products)[0], body.products[1]!];
  return body;
};

const lineRows = async (invoice: string) => {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
  return t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
};

const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

describe('an order line bought for a vehicle', () => {
  it("keeps the vehicle named from the shop's data, and the email names it under the line", async () => {
    const { status, body } = await place(
      t,
      withVehicle({ id: ranger.id, year: 2019, label: 'Something the browser made up' }),
    );
    expect(status).toBe(200);
    const invoice = body.order!.invoice_number;
    const lines = await lineRows(invoice);
    const bought = lines.find((l) => l.productId === products[0]!.id);
    const other = lines.find((l) => l.productId === products[1]!.id);
    expect(bought?.vehicle).toEqual({
      id: ranger.id,
      year: 2019,
      make: 'Ford',
      model: 'Ranger',
      series: 'PX3',
      engine: '3.2 TDCi',
      label: LABEL,
    });
    expect(other?.vehicle).toBeNull();
    const mail = t.mail.find((m) => m.subject === `Your order ${invoice}`);
    expect(mail?.text).toContain(`For: ${LABEL}`);
    expect(mail?.text).not.toContain('made up');
    expect(mail?.html).toContain(`For: ${LABEL}`);
    // Only the line bought for it names it.
    expect(mail?.text.match(/For: /g)).toHaveLength(1);
  });

  it('refuses a vehicle the shop does not know: 422, nothing written', async () => {
    const before = await orderCount();
    const { status, body } = await place(t, withVehicle({ id: 2_000_000_000, year: 2019 }));
    expect(status).toBe(422);
    expect(body.message).toBe(FITMENT_MESSAGES.unknownVehicle);
    expect(body.errors).toEqual({ 'products.0.vehicle': FITMENT_MESSAGES.unknownVehicle });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a model year the vehicle was not made in: 422, nothing written', async () => {
    const before = await orderCount();
    const { status, body } = await place(t, withVehicle({ id: ranger.id, year: 2012 }));
    expect(status).toBe(422);
    expect(body.message).toBe('The Ford Ranger PX3 was made from 2018 to 2022.');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a vehicle that is not an id and a year', async () => {
    for (const vehicle of [{ id: 'ranger', year: 2019 }, { id: ranger.id }, { id: ranger.id, year: 1800 }]) {
      const { status } = await place(t, withVehicle(vehicle));
      expect(status).toBe(422);
    }
  });

  it('binds an Idempotency-Key to the vehicles too: another vehicle with the same key is another order', async () => {
    const key = newKey();
    const first = await place(t, withVehicle({ id: ranger.id, year: 2019 }), key);
    expect(first.status).toBe(200);
    const again = await place(t, withVehicle({ id: ranger.id, year: 2019, label: 'x' }), key);
    expect(again.status).toBe(200);
    expect(again.body.order?.invoice_number).toBe(first.body.order?.invoice_number);
    const otherYear = await place(t, withVehicle({ id: ranger.id, year: 2020 }), key);
    expect(otherYear.status).toBe(422);
    expect(otherYear.body.message).toMatch(/already used for a different order/);
    const none = await place(t, cardOrder(products), key);
    expect(none.status).toBe(422);
  });

  it('shows the vehicle in the back office and to the member', async () => {
    const token = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { status, body } = await place(t, withVehicle({ id: ranger.id, year: 2021 }), newKey(), token);
    expect(status).toBe(200);
    const invoice = body.order!.invoice_number;

    const support = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', `/orders/${invoice}`, support.token);
    const detail = await res.json();
    expect(v.is(OrderDetailAnswerSchema, detail)).toBe(true);
    const items = (detail as v.InferOutput<typeof OrderDetailAnswerSchema>).data.items;
    expect(items.find((i) => i.product_id === products[0]!.id)?.vehicle?.label).toBe(
      '2021 Ford Ranger PX3 3.2 TDCi',
    );
    expect(items.find((i) => i.product_id === products[1]!.id)).not.toHaveProperty('vehicle');

    const mine = await t.app.request(`/api/orders-detail?id=${invoice}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const answer = await mine.json();
    expect(v.is(OneOrderSchema, answer)).toBe(true);
    const meta = (answer as v.InferOutput<typeof OneOrderSchema>).data.order_meta;
    const titled = meta.find((m) => m.product_title === products[0]!.title);
    expect(titled?.vehicle).toMatchObject({
      id: ranger.id,
      year: 2021,
      label: '2021 Ford Ranger PX3 3.2 TDCi',
    });
    expect(meta.filter((m) => m.vehicle)).toHaveLength(1);
  });
});
