/**
 * Checkout validation (docs/product.md#validation, with docs/design.md#accounts-and-security's wider names and phones), one set of
 * rules and messages for the checkout page and the server. The shipping block, when ticked, follows
 * the billing rules with s_-prefixed fields.
 */

import * as v from 'valibot';
import { YEAR_MAX, YEAR_MIN } from '../fitment/fitment.ts';
import { type FieldErrors, fieldErrors } from '../forms/field-errors.ts';
import { MAX_INT4, MAX_LINE_QUANTITY, MAX_ORDER_ITEMS, MAX_ORDER_LINES } from '../forms/limits.ts';
import { MAX_PROMO_CODE_LENGTH, PROMO_CODE_INVALID } from '../pricing/promo-code.ts';
import { MethodTypeSchema } from './payment-methods.ts';

export const MESSAGES = {
  fixFields: 'Please fill in all required fields correctly before proceeding.',
  emptyCart: 'Cart is empty. Please add items to the cart before placing an order.',
  zeroSubtotal: 'Subtotal cannot be zero. Please add items to the cart.',
  letters: 'Only alphabetic characters are allowed',
  numeric: 'Only numeric characters and + are allowed',
  email: 'Invalid email format',
  comment: 'Comment must be 250 characters or fewer',
} as const;

/**
 * Names and places (docs/design.md#accounts-and-security widens the product spec's "letters and spaces"): letters of any alphabet with
 * their accents, spaces, apostrophes, hyphens and full stops, with at least one letter: O'Brien,
 * Smith-Jones, Zoë, José, St. Kilda.
 */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;

/**
 * A phone number as typed: digits with an optional leading + (the product spec), and spaces between digits
 * (docs/design.md#accounts-and-security: "0412 345 678"). It is kept without the spaces, so every copy reads the same.
 */
export const PHONE_PATTERN = /^\+?\d[\d ]*$/;

/** Removes the spaces a phone number was typed with. */
export const phoneDigits = (phone: string): string => phone.replace(/ /g, '');

// A missing field counts as empty, so it gets the field's own 'is required' message.
const text = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message)), '');
const letters = (label: string) =>
  v.pipe(text(`${label} is required`), v.regex(NAME_PATTERN, MESSAGES.letters));
const numeric = (label: string) =>
  v.pipe(text(`${label} is required`), v.regex(/^\+?\d+$/, MESSAGES.numeric));
const phone = (label: string) =>
  v.pipe(text(`${label} is required`), v.regex(PHONE_PATTERN, MESSAGES.numeric), v.transform(phoneDigits));
const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `Must be ${max} characters or fewer`),
    ),
    '',
  );

export const AddressSchema = v.object({
  f_name: v.pipe(letters('First name'), v.maxLength(60, 'First name is too long')),
  l_name: v.pipe(letters('Last name'), v.maxLength(60, 'Last name is too long')),
  email: v.pipe(text('Email is required'), v.email(MESSAGES.email), v.maxLength(254, MESSAGES.email)),
  phone: v.pipe(phone('Phone number'), v.maxLength(20, 'Phone number is too long')),
  street_address: v.pipe(text('Street address is required'), v.maxLength(200, 'Street address is too long')),
  city: v.pipe(letters('City'), v.maxLength(80, 'City is too long')),
  state: v.pipe(letters('State'), v.maxLength(80, 'State is too long')),
  post_code: v.pipe(numeric('Post code'), v.maxLength(10, 'Post code is too long')),
  company: optionalText('Company', 120),
  suburb: optionalText('Suburb', 80),
});

export type Address = v.InferOutput<typeof AddressSchema>;

/**
 * docs/product.md#data: a placed order's suburb defaults to 'Suburbia'. The order keeps it, as the product spec's field
 * does; what a customer is shown leaves it out (it is no part of their address).
 */
export const SUBURB_PLACEHOLDER = 'Suburbia';

/** An order's suburb as a customer sees it: blank for the placeholder. */
export function shownSuburb(suburb: string): string {
  return suburb === SUBURB_PLACEHOLDER ? '' : suburb;
}

export interface CheckoutForm extends Address {
  ship_to_different: boolean;
  shipping: Address | null;
  comment: string;
}

/** Validates the checkout form: billing, shipping when ticked (errors keyed s_*), and the comment. */
export function validateCheckout(
  input: Record<string, unknown>,
): { success: true; output: CheckoutForm } | { success: false; errors: FieldErrors } {
  const billing = v.safeParse(AddressSchema, input);
  const shipToDifferent = input.ship_to_different === true || input.ship_to_different === 'true';
  const shippingInput = Object.fromEntries(
    Object.keys(AddressSchema.entries).map((k) => [k, input[`s_${k}`] ?? '']),
  );
  const shipping = shipToDifferent ? v.safeParse(AddressSchema, shippingInput) : null;
  const comment = v.safeParse(
    v.optional(v.pipe(v.string(), v.maxLength(250, MESSAGES.comment)), ''),
    input.comment ?? '',
  );
  const errors: FieldErrors = {
    ...(billing.success ? {} : fieldErrors(billing.issues)),
    ...(shipping && !shipping.success ? fieldErrors(shipping.issues, 's_') : {}),
    ...(comment.success ? {} : { comment: MESSAGES.comment }),
  };
  if (!billing.success || (shipping && !shipping.success) || !comment.success)
    return { success: false, errors };
  return {
    success: true,
    output: {
      ...billing.output,
      ship_to_different: shipToDifferent,
      shipping: shipping?.success ? shipping.output : null,
      comment: comment.output,
    },
  };
}

/** Card details must never reach the server (docs/design.md#payments): these fields are refused when sent. */
export const CARD_FIELDS = ['card_number', 'exp_date', 'cvc'] as const;

const money = v.optional(v.union([v.string(), v.number()]));

/** A collect order names a store that is not one (or no longer offers click & collect). */
export const PICKUP_UNKNOWN = 'This store does not offer click & collect. Please choose another store.';

/** place-order's refusal of a delivery option the quote for its address does not offer. */
export const DELIVERY_OPTION_UNKNOWN =
  'That delivery option is not available for this address. Please choose another.';

/** An order line's product id (place-order, the freight quote). */
export const LineProductId = v.pipe(
  v.number('Product id must be a number'),
  v.integer('Product id must be a whole number'),
  v.minValue(1, 'Unknown product'),
  // No product has an id past the id column's range; asking the database would fail instead.
  v.maxValue(MAX_INT4, 'Unknown product'),
);

/** An order line's quantity (place-order, the freight quote). */
export const LineQuantity = v.pipe(
  v.number('Quantity must be a number'),
  v.integer('Quantity must be a whole number'),
  v.minValue(1, 'Quantity must be at least 1'),
  v.maxValue(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
);

/** POST /place-order: the order part of the payload (the address part goes through validateCheckout). */
export const PlaceOrderSchema = v.object({
  payment_method: v.picklist(['Stripe', 'PayPal'], 'payment_method must be Stripe or PayPal'),
  products: v.pipe(
    v.array(
      v.object({
        id: LineProductId,
        quantity: LineQuantity,
        /** The vehicle the part is for: checked against the shop's vehicles, never trusted. */
        vehicle: v.optional(
          v.nullable(
            v.object({
              id: v.pipe(
                v.number('Vehicle id must be a number'),
                v.integer('Vehicle id must be a whole number'),
                v.minValue(1, 'Vehicle id must be a whole number'),
                v.maxValue(MAX_INT4, 'Vehicle id must be a whole number'),
              ),
              year: v.pipe(
                v.number('Vehicle year must be a number'),
                v.integer('Vehicle year must be a whole number'),
                v.minValue(YEAR_MIN, `Vehicle year must be from ${YEAR_MIN} to ${YEAR_MAX}`),
                v.maxValue(YEAR_MAX, `Vehicle year must be from ${YEAR_MIN} to ${YEAR_MAX}`),
              ),
            }),
          ),
        ),
      }),
      'products must be a list',
    ),
    v.minLength(1, MESSAGES.emptyCart),
    v.maxLength(MAX_ORDER_LINES, 'Too many different products in one order'),
    // Bounds the work of pricing one order; the order service also caps the total it computes.
    v.check(
      (lines) => lines.reduce((sum, line) => sum + line.quantity, 0) <= MAX_ORDER_ITEMS,
      `An order can have at most ${MAX_ORDER_ITEMS.toLocaleString('en-AU')} items`,
    ),
  ),
  subTotal: money,
  totalGst: money,
  delivery_charges: money,
  grand_total: money,
  discountPlan: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  /** The newsletter welcome code (single use), when the shopper applied one. */
  promo_code: v.optional(
    v.nullable(
      v.pipe(
        v.string('promo_code must be text'),
        v.trim(),
        v.maxLength(MAX_PROMO_CODE_LENGTH, PROMO_CODE_INVALID),
      ),
    ),
  ),
  /** Click & collect: the store the shopper collects from (no delivery, no charge); absent for a delivery. */
  pickup_location_id: v.optional(
    v.nullable(
      v.pipe(
        v.number('pickup_location_id must be a number'),
        v.integer('pickup_location_id must be a whole number'),
        v.minValue(1, PICKUP_UNKNOWN),
        v.maxValue(MAX_INT4, PICKUP_UNKNOWN),
      ),
    ),
  ),
  /**
   * The delivery option chosen from the quote (POST /freight/quote: 'parcel', 'split:parcel+startrack');
   * absent for the default one (the standard service where it can carry the cart).
   */
  delivery_option: v.optional(
    v.nullable(
      v.pipe(v.string('delivery_option must be text'), v.trim(), v.maxLength(80, DELIVERY_OPTION_UNKNOWN)),
    ),
  ),
  payment_intent_id: v.optional(v.pipe(v.string(), v.maxLength(255))),
  stripePaymentMethodId: v.optional(v.pipe(v.string(), v.maxLength(255))),
  /** How the card provider is paid: card (wallets too), Afterpay or Zip; card when absent. */
  stripe_payment_method_type: v.optional(MethodTypeSchema),
});

export type PlaceOrderInput = v.InferOutput<typeof PlaceOrderSchema>;
