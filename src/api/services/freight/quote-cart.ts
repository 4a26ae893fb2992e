/**
 * A delivery quote for a cart (POST /freight/quote, GET /freight/estimate): the lines priced and
 * weighed from the database in one query, the settings in another, and services/freight/delivery.ts's
 * quote, in the shape schemas/freight.ts describes. place-order works the same quote out again.
 */
import type { ApiQuote } from '../../../lib/api/schemas/freight.ts';
import type { Quote } from '../../../lib/freight/quote.ts';
import { restriction } from '../../../lib/freight/rules.ts';
import { applyDiscount } from '../../../lib/pricing/pricing.ts';
import type { Db } from '../../db/client.ts';
import { type ProductPrice, productPrices } from '../products.ts';
import type { ReadCache } from '../read-cache.ts';
import type { LiveRates } from './carriers/live-rates.ts';
import { type DeliveryAddress, type DeliveryLine, deliveryQuote, type Refusal } from './delivery.ts';
import { type ShopPricing, shopPricing } from './settings.ts';

/** Keys of the read cache: a product's pricing row, and the settings a quote reads. */
const productKey = (id: number) => `\0quote:${id}`;
const SETTINGS_KEY = '\0quote-settings';

/** The settings document parsed once per cached copy (some 15 KB of JSON: parsing it is a quote's largest cost). */
let lastSettings: { json: string; value: ShopPricing } | null = null;
function parsedSettings(json: string): ShopPricing {
  if (lastSettings?.json !== json) lastSettings = { json, value: JSON.parse(json) as ShopPricing };
  return lastSettings.value;
}

/**
 * The rows a quote prices with, from the read cache where it holds them (cleared with every catalogue
 * or settings change, services/read-cache.ts), else from the database, kept for the next quote.
 */
async function pricingRows(
  db: Db,
  ids: readonly number[],
  cache: ReadCache | undefined,
): Promise<readonly [ProductPrice[], ShopPricing]> {
  if (!cache) return Promise.all([productPrices(db, ids), shopPricing(db)]);
  const since = cache.generation();
  const held = ids.map((id) => cache.get(productKey(id)));
  const missing = ids.filter((_, i) => held[i] === undefined);
  const settingsJson = cache.get(SETTINGS_KEY);
  const [fresh, settings] = await Promise.all([
    missing.length ? productPrices(db, missing) : Promise.resolve([] as ProductPrice[]),
    settingsJson === undefined ? shopPricing(db) : Promise.resolve(parsedSettings(settingsJson)),
  ]);
  for (const row of fresh) cache.set(productKey(row.id), JSON.stringify(row), since);
  if (settingsJson === undefined) cache.set(SETTINGS_KEY, JSON.stringify(settings), since);
  const kept = held.flatMap((json) => (json === undefined ? [] : [JSON.parse(json) as ProductPrice]));
  return [[...kept, ...fresh], settings];
}

export async function quoteCart(
  db: Db,
  items: readonly { id: number; quantity: number }[],
  address: DeliveryAddress,
  options: { now: Date; liveRates: LiveRates | null; cache?: ReadCache },
): Promise<{ ok: true; quote: ApiQuote } | Refusal> {
  const [found, pricing] = await pricingRows(
    db,
    items.map((i) => i.id),
    options.cache,
  );
  const lines: DeliveryLine[] = [];
  for (const [index, item] of items.entries()) {
    const product = found.find((p) => p.id === item.id);
    if (!product) {
      const message = `Product ${item.id} is not available.`;
      return { ok: false, message, errors: { [`products.${index}.id`]: message } };
    }
    const unitCents = applyDiscount(product.priceCents, product.discount);
    lines.push({ productId: product.id, quantity: item.quantity, unitCents, goods: product.goods });
  }
  const quoted = await deliveryQuote(lines, address, pricing, {
    now: options.now,
    live: { db, liveRates: options.liveRates },
  });
  return quoted.ok ? { ok: true, quote: toApi(quoted.quote, lines) } : quoted;
}

function toApi(q: Quote, lines: readonly DeliveryLine[]): ApiQuote {
  return {
    destination: {
      post_code: q.destination.postcode,
      state: q.destination.state,
      zone: q.destination.zone.id,
      zone_name: q.destination.zone.name,
      po_box: q.destination.poBox,
    },
    options: q.options.map((o) => ({
      id: o.id,
      name: o.name,
      price_ex_cents: o.priceExCents,
      price_inc_cents: o.priceIncCents,
      eta_days: o.etaDays,
      note: o.note,
      free_from_cents: o.freeFromCents,
      shipments: o.shipments.map((s) => ({
        service_id: s.serviceId,
        service_name: s.serviceName,
        carrier: s.carrier,
        product_ids: s.productIds,
        grams: s.grams,
        price_ex_cents: s.priceExCents,
        free: s.free,
        eta_days: s.etaDays,
      })),
    })),
    default_option: q.defaultId,
    restrictions: lines.flatMap((l) => {
      const text = l.goods && restriction(l.goods);
      return l.goods && text ? [{ product_id: l.productId, title: l.goods.title, text }] : [];
    }),
  };
}
