/**
 * GET /freight/estimate's `items` query, "12x1,40x2" (product id times quantity), written here for
 * the product page and the cart (stores/delivery-estimate.ts) and read back by request.ts's
 * EstimateQuerySchema. Plain code, no valibot: the product page's lazy chunk carries it.
 */

/** The format `items` must have: up to 100 pairs. */
export const ITEMS_PATTERN = /^\d{1,10}x\d{1,4}(,\d{1,10}x\d{1,4}){0,99}$/;

/** "12x1,40x2": the lines merged by product, in a stable order (one cacheable address per cart). */
export function itemsQuery(items: readonly { id: number; quantity: number }[]): string {
  const byId = new Map<number, number>();
  for (const item of items) byId.set(item.id, (byId.get(item.id) ?? 0) + item.quantity);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([id, quantity]) => `${id}x${quantity}`)
    .join(',');
}

/** The pairs of a query that matches ITEMS_PATTERN. */
export const itemsOf = (query: string) =>
  query.split(',').map((pair) => {
    const [id, quantity] = pair.split('x').map(Number);
    return { id: id!, quantity: quantity! };
  });
