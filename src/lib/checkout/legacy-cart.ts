/**
 * Cart lines in the shape the original storefront (and this one, before cents) saved: the product spec's product
 * fields `product_meta` and `discount_data`. Read once and converted to today's line.
 */
import { parseMoney } from '../pricing/money.ts';
import { isRecord, isText, isWhole } from '../site/decode.ts';

interface LegacyMeta {
  option: string;
  value: unknown;
}

/** docs/product.md#numbers-and-limits: the line price is discounted_price if present, else the _price meta. */
function unitCentsOf(meta: readonly LegacyMeta[], discount: Record<string, unknown> | null): number {
  const discounted = discount ? parseMoney(String(discount.discounted_price)) : null;
  if (discounted !== null) return Math.max(0, discounted);
  const price = meta.find((m) => m.option === '_price');
  return Math.max(0, parseMoney(price ? String(price.value) : undefined) ?? 0);
}

const isMeta = (x: unknown): x is LegacyMeta => isRecord(x) && isText(x.option) && 'value' in x;

/** A discount as saved: its type, value and discounted price, all present. */
const isDiscount = (x: unknown): x is Record<string, unknown> =>
  isRecord(x) &&
  (isText(x.discount_type) || typeof x.discount_type === 'number') &&
  'discount_value' in x &&
  'discounted_price' in x;

/** A line saved in the old shape as today's line, or null when it is not one. */
export function decodeLegacyCartItem(raw: unknown) {
  if (!isRecord(raw)) return null;
  const { id, title, permalink, featured_image, quantity, product_meta = [], discount_data = null } = raw;
  if (!isWhole(id, 1) || !isText(title) || !isText(permalink) || !isWhole(quantity, 1)) return null;
  if (featured_image != null && !isText(featured_image)) return null;
  if (!Array.isArray(product_meta) || !product_meta.every(isMeta)) return null;
  if (discount_data !== null && !isDiscount(discount_data)) return null;
  const unitCents = unitCentsOf(product_meta, discount_data);
  return { id, title, permalink, image: featured_image ?? '', unitCents, quantity };
}
