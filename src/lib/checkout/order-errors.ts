/**
 * Where the payment pages show a refused order's field errors (POST /place-order's 422 `errors`): the
 * store's (`pickup_location_id`) beside "Collect from", a line's (`products.N.quantity`, `products.N.id`:
 * "Only 3 of … are available.") beside that line, found by the product id the order sent at N.
 */
export interface OrderErrors {
  /** The collect store was refused. */
  pickup: string | null;
  /** By product id. */
  lines: Record<number, string>;
}

export const NO_ORDER_ERRORS: OrderErrors = { pickup: null, lines: {} };

const LINE_FIELD = /^products\.(\d+)\.(?:quantity|id)$/;

/** The errors of an answer's body, placed; `products`: the order's lines as sent. */
export function orderErrors(body: unknown, products: unknown): OrderErrors {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return NO_ORDER_ERRORS;
  const sent = Array.isArray(products) ? products : [];
  const placed: OrderErrors = { pickup: null, lines: {} };
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    if (field === 'pickup_location_id') placed.pickup = message;
    const line = LINE_FIELD.exec(field);
    const id = line ? (sent[Number(line[1])] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof id === 'number') placed.lines[id] = message;
  }
  return placed;
}
