/**
 * Cart lines in the shape the original storefront (and this one, before cents) saved: the product spec's product
 * fields `product_meta` and `discount_data`. Read once and converted to today's line.
 */
import * as v from 'valibot';
import { parseMoney } from '../pricing/money.ts';

const text = v.pipe(v.unknown(), v.transform(String));
const MetaSchema = v.object({ option: v.string(), value: text });

/** docs/product.md#numbers-and-limits: the line price is discounted_price if present, else the _price meta. */
function unitCentsOf(old: {
  product_meta: { option: string; value: string }[];
  discount_data: { discounted_price: string } | null;
}): number {
  const discounted = parseMoney(old.discount_data?.discounted_price);
  if (discounted !== null) return Math.max(0, discounted);
  return Math.max(0, parseMoney(old.product_meta.find((m) => m.option === '_price')?.value) ?? 0);
}

export const LegacyCartItemSchema = v.pipe(
  v.object({
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
          discount_value: text,
          discounted_price: text,
        }),
      ),
      null,
    ),
  }),
  v.transform((old) => ({
    id: old.id,
    title: old.title,
    permalink: old.permalink,
    image: old.featured_image ?? '',
    unitCents: unitCentsOf(old),
    quantity: old.quantity,
  })),
);
