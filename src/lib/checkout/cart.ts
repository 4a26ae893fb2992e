/**
 * Cart rules of docs/product.md#states-and-timers: same id adds quantities, decrease only above 1, remove, clear. A line
 * keeps what the cart shows and prices: title, link, image and the unit price in integer cents.
 */
import * as v from 'valibot';
import type { Product } from '../catalogue/product.ts';
import { YEAR_MAX, YEAR_MIN } from '../forms/limits.ts';
import {
  type OrderTotals,
  type PricingSettings,
  priceOrder,
  spendForFreeDelivery,
  subtotalCents,
} from '../pricing/pricing.ts';
import { LegacyCartItemSchema } from './legacy-cart.ts';

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

export const CartProductSchema = v.object({
  id: whole(1),
  title: v.string(),
  permalink: v.string(),
  image: v.optional(v.string(), ''),
  /** What one unit costs: the discounted price when there is one. */
  unitCents: whole(0),
});

/** The shopper's vehicle a line is bought for: a vehicle type, the model year, its label. */
export const CartVehicleSchema = v.object({
  id: whole(1),
  year: v.pipe(v.number(), v.integer(), v.minValue(YEAR_MIN), v.maxValue(YEAR_MAX)),
  /** "2019 Ford Ranger PX3 3.2 TDCi": shown only; the server rebuilds it from its own data. */
  label: v.pipe(v.string(), v.nonEmpty()),
});

export const CartItemSchema = v.object({
  ...CartProductSchema.entries,
  quantity: whole(1),
  // A stored vehicle that no longer reads as one is dropped; the line stays.
  vehicle: v.fallback(v.optional(CartVehicleSchema), undefined),
});

/** What a page hands to add-to-cart: a cart line without its quantity. */
export type CartProduct = v.InferOutput<typeof CartProductSchema>;
export type CartVehicle = v.InferOutput<typeof CartVehicleSchema>;
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** The cart fields of a storefront Product: the one place a product becomes a cart line. */
export function cartProductOf(
  p: Pick<Product, 'id' | 'title' | 'permalink' | 'featuredImage' | 'finalPriceCents'>,
) {
  return {
    id: p.id,
    title: p.title,
    permalink: p.permalink,
    image: p.featuredImage,
    unitCents: p.finalPriceCents,
  } satisfies CartProduct;
}

/** A product handed to add-to-cart (a card button's JSON), or null when it is not one. */
export function decodeCartProduct(raw: unknown): CartProduct | null {
  const result = v.safeParse(CartProductSchema, raw);
  return result.success ? result.output : null;
}

// Lines saved before this shape (the product spec's product fields) are converted as they are read.
const StoredItemSchema = v.union([CartItemSchema, LegacyCartItemSchema]);

/** Reads stored cart data, old shape or new, dropping anything that is not a valid line (storage outlives deploys). */
export function decodeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const result = v.safeParse(StoredItemSchema, entry);
    if (!result.success) return [];
    const { vehicle, ...line } = result.output as CartItem;
    return [vehicle ? { ...line, vehicle } : line];
  });
}

/** Merges carts line by line: the same id adds quantities (used when old storage is converted). */
export function mergeCarts(...carts: readonly CartItem[][]): CartItem[] {
  return carts
    .flat()
    .reduce<CartItem[]>((merged, item) => addItem(merged, item, item.quantity, item.vehicle), []);
}

/**
 * Adds a product: the same id adds quantities, otherwise a new line is appended. A line keeps the
 * first vehicle it was bought for; adding it again for another vehicle only adds to the quantity.
 */
export function addItem(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
  vehicle?: CartVehicle,
): CartItem[] {
  const qty = Math.max(1, Math.trunc(quantity));
  const read = vehicle ? v.safeParse(CartVehicleSchema, vehicle) : null;
  const chosen = read?.success ? read.output : undefined;
  const existing = items.find((i) => i.id === product.id);
  if (existing)
    return items.map((i) => {
      if (i.id !== product.id) return i;
      const kept = i.vehicle ?? chosen;
      return { ...i, quantity: i.quantity + qty, ...(kept ? { vehicle: kept } : {}) };
    });
  const { id, title, permalink, image, unitCents } = product;
  return [
    ...items,
    { id, title, permalink, image, unitCents, quantity: qty, ...(chosen ? { vehicle: chosen } : {}) },
  ];
}

/** Increases a line by one; there is no upper limit in the cart. */
export function increase(items: readonly CartItem[], id: number): CartItem[] {
  return items.map((i) => (i.id === id ? { ...i, quantity: i.quantity + 1 } : i));
}

/** Decreases a line by one, only while its quantity is above 1. */
export function decrease(items: readonly CartItem[], id: number): CartItem[] {
  return items.map((i) => (i.id === id && i.quantity > 1 ? { ...i, quantity: i.quantity - 1 } : i));
}

/** Removes a line by product id. */
export function remove(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Number of items (sum of quantities). */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** Cart total in cents: the sum of quantity times unit price. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return subtotalCents(items.map((i) => ({ unitCents: i.unitCents, quantity: i.quantity })));
}

/** What the cart panel and page show before checkout: the totals, no member discounts yet. */
export interface CartEstimate {
  totals: OrderTotals;
  /** What is left to spend (GST included) for free delivery; 0 once delivery is free, or for an empty cart. */
  spendForFreeDeliveryCents: number;
}

/** Delivery estimated for the cart to a postcode (GET /freight/estimate's option the checkout starts on). */
export interface EstimatedDelivery {
  /** Its charge ex GST, free delivery applied. */
  priceExCents: number;
  /** The subtotal (GST included) from which it is free; null when free delivery never covers it. */
  freeFromCents: number | null;
}

/**
 * The cart's totals (docs/design.md#money: no "$0" lines): delivery is the estimate for the postcode
 * when there is one, else the settings' charge (free from the threshold). "Spend $X more" is only
 * said where spending it would make that delivery free.
 */
export function cartEstimate(
  items: readonly CartItem[],
  settings: PricingSettings,
  delivery: EstimatedDelivery | null = null,
): CartEstimate {
  const totals = priceOrder(items, settings, {}, delivery?.priceExCents);
  const spend = !delivery
    ? spendForFreeDelivery(totals.subtotalIncCents, settings)
    : delivery.freeFromCents === null
      ? 0
      : Math.max(0, delivery.freeFromCents - totals.subtotalIncCents);
  return { totals, spendForFreeDeliveryCents: totals.deliveryExCents > 0 ? spend : 0 };
}
