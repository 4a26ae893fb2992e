/**
 * Where an order's lines are taken from (docs/design.md#stock-and-freight), worked out from what each
 * location has available, with no database: the caller holds the rows locked while it decides.
 * - Collect: the shopper's store first, then the locations that ship (sent over to the store).
 * - Delivery: the location that ships and can fill the most lines whole takes every line it can;
 *   each other line goes whole to the next location that can fill it; a line no location can fill
 *   alone is split over them in the same order.
 * What no location has is the line's shortfall (a backorder, or the refusal).
 */

export interface LineWant {
  productId: number;
  quantity: number;
}

export interface Level {
  productId: number;
  locationId: number;
  available: number;
}

export interface Place {
  id: number;
  ships: boolean;
  pickup: boolean;
}

export interface LineTake {
  takes: { locationId: number; quantity: number }[];
  shortfall: number;
}

export function allocate(
  lines: readonly LineWant[],
  levels: readonly Level[],
  places: readonly Place[],
  pickupId: number | null,
): LineTake[] {
  const left = new Map<string, number>();
  const keyOf = (productId: number, locationId: number) => `${productId}:${locationId}`;
  for (const l of levels) left.set(keyOf(l.productId, l.locationId), Math.max(0, l.available));
  const has = (productId: number, locationId: number) => left.get(keyOf(productId, locationId)) ?? 0;

  const shipping = places.filter((p) => p.ships && p.id !== pickupId);
  // How many lines a location could fill whole: the most first, then the shop's own order.
  const whole = (p: Place) => lines.filter((l) => has(l.productId, p.id) >= l.quantity).length;
  const ranked = shipping
    .map((p, order) => ({ p, order, whole: whole(p) }))
    .sort((a, b) => b.whole - a.whole || a.order - b.order)
    .map((r) => r.p.id);
  const order = pickupId === null ? ranked : [pickupId, ...ranked];

  return lines.map((line) => {
    const takes: LineTake['takes'] = [];
    let want = line.quantity;
    const take = (locationId: number, quantity: number) => {
      left.set(keyOf(line.productId, locationId), has(line.productId, locationId) - quantity);
      takes.push({ locationId, quantity });
      want -= quantity;
    };
    // The collect store gives what it has; for delivery a line goes whole to one place where it can.
    if (pickupId !== null) {
      const here = Math.min(want, has(line.productId, pickupId));
      if (here > 0) take(pickupId, here);
    }
    const single = order.find((id) => id !== pickupId && has(line.productId, id) >= want);
    if (want > 0 && single !== undefined) take(single, want);
    for (const id of order) {
      if (want === 0) break;
      const here = Math.min(want, has(line.productId, id));
      if (here > 0) take(id, here);
    }
    return { takes, shortfall: want };
  });
}
