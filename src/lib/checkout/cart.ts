/**
 * Cart rules of docs/product.md#states-and-timers: same id adds quantities, decrease only above 1, remove, clear. A line
 * keeps what the cart shows and prices: title, link, image and the unit price in integer cents.
 */
import type { Product } from '../catalogue/product.ts';
import { YEAR_MAX, YEAR_MIN } from '../forms/limits.ts';
import {
  type OrderTotals,
  type PricingSettings,
  priceOrder,
  spendForFreeDelivery,
  subtotalCents,
} from '../pricing/pricing.ts';
import { isFilled, isRecord, isText, isWhole } from '../site/decode.ts';
import { decodeLegacyCartItem } from './legacy-cart.ts';

/** What a page hands to add-to-cart: a cart line without its quantity. */
export interface CartProduct {
  id: number;
  title: string;
  permalink: string;
  image: string;
  /** What one unit costs: the discounted price when there is one. */
  unitCents: number;
}

/** The shopper's vehicle a line is bought for: a vehicle type, the model year, its label. */
export interface CartVehicle {
  id: number;
  year: number;
  /** "2019 Ford Ranger PX3 3.2 TDCi": shown only; the server rebuilds it from its own data. */
  label: string;
}

export interface CartItem extends CartProduct {
  quantity: number;
  vehicle?: CartVehicle;
}

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

/** A product handed to add-to-cart (a card button's JSON), or null when it is not one; other fields are left out. */
export function decodeCartProduct(raw: unknown): CartProduct | null {
  if (!isRecord(raw)) return null;
  const { id, title, permalink, image = '', unitCents } = raw;
  if (!isWhole(id, 1) || !isText(title) || !isText(permalink) || !isText(image) || !isWhole(unitCents, 0))
    return null;
  return { id, title, permalink, image, unitCents };
}

/** A vehicle a line is bought for, or null when it is not one. */
function decodeCartVehicle(raw: unknown): CartVehicle | null {
  if (!isRecord(raw)) return null;
  const { id, year, label } = raw;
  return isWhole(id, 1) && isWhole(year, YEAR_MIN, YEAR_MAX) && isFilled(label) ? { id, year, label } : null;
}

/** A stored line in today's shape; a stored vehicle that no longer reads as one is dropped, the line kept. */
function decodeCartItem(raw: unknown): CartItem | null {
  const product = decodeCartProduct(raw);
  if (!product) return null;
  const { quantity, vehicle } = raw as Record<string, unknown>;
  if (!isWhole(quantity, 1)) return null;
  const read = decodeCartVehicle(vehicle);
  return read ? { ...product, quantity, vehicle: read } : { ...product, quantity };
}

/**
 * Reads stored cart data, dropping anything that is not a valid line (storage outlives deploys). Lines
 * saved before this shape (the product spec's product fields) are converted as they are read.
 */
export function decodeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => decodeCartItem(entry) ?? decodeLegacyCartItem(entry) ?? []);
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
  const chosen = decodeCartVehicle(vehicle) ?? undefined;
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
