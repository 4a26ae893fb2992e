/**
 * Properties of every quote (issue 49), whatever the cart and destination: no offered service breaks
 * a line's rules; every line travels in exactly one shipment; an option's price is its shipments'
 * sum; the charged delivery (the price chain given the chosen option) equals the shown one; a quote is
 * the same when the server works it out again; and a cart is refused only when some line has no
 * service at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing/pricing.ts';
import { DEFAULT_FREIGHT } from './config.ts';
import { DG_CLASSES, effectiveClass, FREIGHT_CLASSES, type FreightGoods, PACKING_GROUPS } from './goods.ts';
import { quote } from './quote.ts';
import { flies, refusal } from './rules.ts';
import { type Destination, destinationOf } from './zones.ts';

const SETTINGS = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };

const goods: fc.Arbitrary<FreightGoods> = fc.record({
  title: fc.constantFrom('filter', 'battery', 'aerosol', 'exhaust', 'wheel'),
  weightGrams: fc.integer({ min: 1, max: 80_000 }),
  lengthMm: fc.integer({ min: 10, max: 3000 }),
  widthMm: fc.integer({ min: 10, max: 800 }),
  heightMm: fc.integer({ min: 10, max: 800 }),
  freightClass: fc.constantFrom(...FREIGHT_CLASSES),
  dangerousGoods: fc.option(
    fc.record({
      un: fc.constant('UN1950'),
      dgClass: fc.constantFrom(...DG_CLASSES),
      packingGroup: fc.constantFrom(...PACKING_GROUPS),
      limitedQuantity: fc.boolean(),
    }),
    { freq: 3 },
  ),
});

const cart = fc
  .array(fc.record({ quantity: fc.integer({ min: 1, max: 20 }), goods }), { minLength: 1, maxLength: 5 })
  .map((lines) => lines.map((l, i) => ({ productId: i + 1, ...l })));

/** Any postcode of the table, at a street address or a PO box. */
const destination: fc.Arbitrary<Destination> = fc
  .record({
    range: fc.constantFrom(...DEFAULT_FREIGHT.postcodes),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    line: fc.constantFrom('1 Test St', 'PO Box 44', 'Parcel Locker 1', '9 Long Rd'),
  })
  .map(({ range, at, line }) => {
    const postcode = String(range.from + Math.floor(at * (range.to - range.from))).padStart(4, '0');
    const check = destinationOf(
      { postcode, state: range.state, line },
      DEFAULT_FREIGHT.postcodes,
      DEFAULT_FREIGHT.zones,
    );
    if (!check.ok) throw new Error(check.message);
    return check.destination;
  });

const context = (subtotalIncCents: number, afterCutoff: boolean) => ({
  config: DEFAULT_FREIGHT,
  settings: SETTINGS,
  subtotalIncCents,
  afterCutoff,
});

describe('every quote', () => {
  it('offers only services that every line in a shipment allows, each line once, priced as the chain charges', () => {
    fc.assert(
      fc.property(
        cart,
        destination,
        fc.integer({ min: 0, max: 200_000 }),
        fc.boolean(),
        (lines, to, subtotal, late) => {
          const q = quote(lines, to, context(subtotal, late));
          for (const option of q.options) {
            const sent = option.shipments.flatMap((s) => s.productIds).sort((a, b) => a - b);
            expect(sent).toEqual(lines.map((l) => l.productId));
            for (const shipment of option.shipments) {
              const service = DEFAULT_FREIGHT.services.find((s) => s.id === shipment.serviceId)!;
              for (const id of shipment.productIds) {
                const line = lines.find((l) => l.productId === id)!;
                expect(refusal(service, line.goods, to)).toBeNull();
                if (line.goods.dangerousGoods) {
                  expect(to.poBox).toBe(false);
                  expect(flies(service, to)).toBe(false);
                  expect(service.dgClasses).toContain(line.goods.dangerousGoods.dgClass);
                }
                if (effectiveClass(line.goods) === 'oversize') expect(service.classes).toContain('oversize');
              }
            }
            expect(option.priceExCents).toBe(option.shipments.reduce((sum, s) => sum + s.priceExCents, 0));
            // What place-order charges for this option is what the shopper was shown.
            const totals = priceOrder(
              [{ unitCents: 10_000, quantity: 1 }],
              SETTINGS,
              {},
              option.priceExCents,
            );
            expect(totals.deliveryIncCents).toBe(option.priceIncCents);
            expect(totals.deliveryExCents).toBe(option.priceExCents);
          }
          // The server works the same quote out again at place-order.
          expect(quote(lines, to, context(subtotal, late))).toEqual(q);
          // Refused only when a line has no service at all; then nothing is offered.
          const stranded = lines.filter(
            (l) => !DEFAULT_FREIGHT.services.some((s) => refusal(s, l.goods, to) === null),
          );
          expect(q.refused.map((r) => r.productId)).toEqual(stranded.map((l) => l.productId));
          if (stranded.length) expect(q.options).toEqual([]);
          else expect(q.options.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is free only where the rule covers every line of the shipment, from the threshold', () => {
    fc.assert(
      fc.property(cart, destination, fc.integer({ min: 0, max: 200_000 }), (lines, to, subtotal) => {
        for (const option of quote(lines, to, context(subtotal, false)).options)
          for (const shipment of option.shipments.filter((s) => s.free)) {
            expect(subtotal).toBeGreaterThanOrEqual(SETTINGS.freeDeliveryThresholdCents);
            expect(DEFAULT_FREIGHT.free.services).toContain(shipment.serviceId);
            expect(DEFAULT_FREIGHT.free.zoneKinds).toContain(to.zone.kind);
            for (const id of shipment.productIds) {
              const line = lines.find((l) => l.productId === id)!;
              expect(line.goods.dangerousGoods).toBeNull();
              expect(effectiveClass(line.goods)).toBe('standard');
            }
          }
      }),
      { numRuns: 300 },
    );
  });

  it('says an option becomes free from the threshold exactly when spending that much makes it free', () => {
    fc.assert(
      fc.property(cart, destination, fc.integer({ min: 0, max: 200_000 }), (lines, to, subtotal) => {
        const now = quote(lines, to, context(subtotal, false)).options;
        const over = quote(lines, to, context(SETTINGS.freeDeliveryThresholdCents + subtotal, false)).options;
        for (const option of now) {
          const later = over.find((o) => o.id === option.id)!;
          expect(later.freeFromCents).toBe(option.freeFromCents);
          if (option.freeFromCents === null) expect(later.shipments.every((s) => s.free)).toBe(false);
          else {
            expect(option.freeFromCents).toBe(SETTINGS.freeDeliveryThresholdCents);
            expect(later.shipments.every((s) => s.free)).toBe(true);
            expect(later.priceExCents).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
