/**
 * Cart rules of SPEC section 4: same id adds quantities, decrease only above 1, remove, clear.
 * Items keep SPEC's cart item shape, so carts saved by the original storefront still read.
 */
import * as v from 'valibot';
import type { ApiProduct } from './api/types.ts';
import { type Product, unitPriceCents } from './catalogue/product.ts';
import { centsToDecimal } from './money.ts';
import { subtotalCents } from './pricing.ts';

const MetaSchema = v.object({ option: v.string(), value: v.pipe(v.unknown(), v.transform(String)) });

export const CartItemSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.string(),
  permalink: v.string(),
  featured_image: v.optional(v.nullable(v.string()), ''),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product_meta: v.optional(v.array(MetaSchema), []),
  discount_data: v.optional(
    v.nullable(
      v.object({
        discount_type: v.union([v.number(), v.string()]),
        discount_value: v.pipe(v.unknown(), v.transform(String)),
        discounted_price: v.pipe(v.unknown(), v.transform(String)),
      }),
    ),
    null,
  ),
});

export type CartItem = v.InferOutput<typeof CartItemSchema>;
/** What a page hands to add-to-cart: a cart item without its quantity. */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** The cart item fields of an API product; only the _price meta is kept, to keep pages and storage small. */
export function toCartProduct(p: ApiProduct): CartProduct {
  return {
    id: p.id,
    title: p.title,
    permalink: p.permalink,
    featured_image: p.featured_image,
    product_meta: p.product_meta.filter((m) => m.option === '_price'),
    discount_data: p.discount_data,
  };
}

/** The cart item fields of a storefront Product, in the API's shape (dollar text). */
export function cartProductOf(p: Product): CartProduct {
  return {
    id: p.id,
    title: p.title,
    permalink: p.permalink,
    featured_image: p.featuredImage,
    product_meta: [{ option: '_price', value: centsToDecimal(p.priceCents) }],
    discount_data: p.discount
      ? {
          discount_type: p.discount.kind === 'fixed' ? 1 : 0,
          discount_value:
            p.discount.kind === 'fixed' ? centsToDecimal(p.discount.cents) : String(p.discount.bp / 100),
          discounted_price: centsToDecimal(p.finalPriceCents),
        }
      : null,
  };
}

/** Reads stored cart data, dropping anything that is not a valid item (storage outlives deploys). */
export function decodeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const result = v.safeParse(CartItemSchema, entry);
    return result.success ? [result.output] : [];
  });
}

/** Merges carts line by line: the same id adds quantities (used when legacy storage is migrated). */
export function mergeCarts(...carts: readonly CartItem[][]): CartItem[] {
  return carts.flat().reduce<CartItem[]>((merged, item) => addItem(merged, item, item.quantity), []);
}

/** Adds a product: the same id adds quantities, otherwise a new line is appended. */
export function addItem(items: readonly CartItem[], product: CartProduct, quantity = 1): CartItem[] {
  const qty = Math.max(1, Math.trunc(quantity));
  const existing = items.find((i) => i.id === product.id);
  if (existing) return items.map((i) => (i.id === product.id ? { ...i, quantity: i.quantity + qty } : i));
  return [...items, { ...product, quantity: qty }];
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

/** Cart total in cents: the sum of quantity times line price. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return subtotalCents(items.map((i) => ({ unitCents: unitPriceCents(i), quantity: i.quantity })));
}
