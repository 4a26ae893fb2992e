/**
 * Paid orders written straight into a test database, priced by lib/pricing as checkout prices them,
 * for tests of what follows payment (tax invoices, their links and emails) without the checkout.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/api/db/client.ts';
import { orderItems, orders } from '../../src/api/db/schema/index.ts';
import type { TestGateway } from '../../src/api/payments/test-gateway.ts';
import {
  type ChainDiscounts,
  type OrderTotals,
  priceOrder,
  shownLine,
} from '../../src/lib/pricing/pricing.ts';
import { STORE_SETTINGS } from './settings.ts';

export interface TestLine {
  title: string;
  sku: string;
  unitExCents: number;
  quantity: number;
}

export interface TestOrder {
  lines: TestLine[];
  userId?: number;
  email?: string;
  discounts?: ChainDiscounts;
  promoCode?: string;
  buyerBusinessName?: string;
  buyerAbn?: string;
  paymentStatus?: string;
  createdAt?: Date;
}

/** A fresh order number in the checkout's format (SC + 10 characters). */
export const testInvoiceNumber = () => `SCT${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;

/** Writes the order and its items; returns the row and the totals it was priced at. */
export async function insertPaidOrder(db: Db, o: TestOrder) {
  const gstBp = STORE_SETTINGS.gstBp;
  const totals: OrderTotals = priceOrder(
    o.lines.map((l) => ({ unitCents: l.unitExCents, quantity: l.quantity })),
    STORE_SETTINGS,
    o.discounts,
  );
  const [row] = await db
    .insert(orders)
    .values({
      invoiceNumber: testInvoiceNumber(),
      userId: o.userId ?? 0,
      fName: 'Jane',
      lName: 'Citizen',
      email: o.email ?? 'jane@example.com',
      phone: '0412345678',
      streetAddress: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      postCode: '2000',
      status: 'processing',
      paymentStatus: o.paymentStatus ?? 'completed',
      paymentMethod: 'Stripe',
      gstBp,
      subtotalCents: totals.subtotalExCents,
      subtotalIncCents: totals.subtotalIncCents,
      signupDiscountBp: o.discounts?.signupBp ?? 0,
      signupDiscountCents: totals.signupDiscountCents,
      membershipDiscountCents: totals.membershipDiscountCents,
      promoCode: o.promoCode ?? null,
      newsletterDiscountCents: totals.newsletterDiscountCents,
      deliveryCents: totals.deliveryExCents,
      deliveryIncCents: totals.deliveryIncCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      buyerBusinessName: o.buyerBusinessName ?? '',
      buyerAbn: o.buyerAbn ?? '',
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  await db.insert(orderItems).values(
    o.lines.map((l) => {
      const line = shownLine({ unitCents: l.unitExCents, quantity: l.quantity }, gstBp);
      return {
        orderId: row!.id,
        productTitle: l.title,
        sku: l.sku,
        quantity: l.quantity,
        priceCents: l.unitExCents,
        subtotalCents: line.exCents,
        priceIncCents: line.incCents / l.quantity,
        subtotalIncCents: line.incCents,
      };
    }),
  );
  return { row: row!, totals };
}

/**
 * A paid order whose card payment exists in the test gateway, so it can be refunded; its items in
 * order. `gateway` is the app's test gateway (TestApp deps.gateways.test).
 */
export async function insertChargedOrder(db: Db, gateway: Pick<TestGateway, 'charge'>, o: TestOrder) {
  const { row } = await insertPaidOrder(db, o);
  const payment = await gateway.charge({
    methodType: 'card',
    returnUrl: 'https://shop.example/checkout-payment-return/',
    amountCents: row.totalCents,
    currency: 'aud',
    paymentMethodId: 'pm_card_visa',
    orderRef: row.invoiceNumber,
    idempotencyKey: `charge-${row.invoiceNumber}`,
  });
  await db.update(orders).set({ paymentRef: payment.id }).where(eq(orders.id, row.id));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(orderItems.id);
  return { order: { ...row, paymentRef: payment.id }, items, paymentRef: payment.id };
}
