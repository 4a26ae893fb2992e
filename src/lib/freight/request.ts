/**
 * The freight quote's requests (POST /freight/quote from the checkout, GET /freight/estimate from the
 * cart and product page), shared by the shop and the API.
 */
import * as v from 'valibot';
import { LineProductId, LineQuantity } from '../checkout/checkout.ts';
import { MAX_ORDER_LINES } from '../forms/limits.ts';
import { ITEMS_PATTERN, itemsOf } from './estimate-items.ts';

const PostCode = v.pipe(
  v.string('post_code must be text'),
  v.trim(),
  v.regex(/^\d{4}$/, 'Enter a 4-digit post code'),
);

const Lines = v.pipe(
  v.array(v.strictObject({ id: LineProductId, quantity: LineQuantity }), 'products must be a list'),
  v.minLength(1, 'Add a product to get a delivery quote'),
  v.maxLength(MAX_ORDER_LINES, 'Too many different products in one order'),
);

/** POST /freight/quote: the cart and the address it goes to (the street line tells a PO box). */
export const QuoteRequestSchema = v.strictObject({
  products: Lines,
  post_code: PostCode,
  state: v.pipe(v.string('state must be text'), v.trim(), v.maxLength(80, 'State is too long')),
  street_address: v.optional(v.pipe(v.string(), v.maxLength(250, 'Street address is too long')), ''),
});

/** GET /freight/estimate?items=12x1,40x2&post_code=6725: no state, no street (a postcode's own state). */
export const EstimateQuerySchema = v.strictObject({
  items: v.pipe(
    v.string(),
    v.regex(ITEMS_PATTERN, 'items is a list of id x quantity: 12x1,40x2'),
    v.transform(itemsOf),
    Lines,
  ),
  post_code: PostCode,
});
