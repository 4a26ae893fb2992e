/**
 * The delivery an order is priced with (issue 49): the destination worked out from the shipping
 * address (refused when its postcode does not exist or is not in its state), the options lib/freight
 * offers for the lines, and the one the shopper chose (the default when none). The quote route shows
 * the same options; place-order prices the chosen one again, so the charge is what was shown.
 */
import { type CheckoutForm, DELIVERY_OPTION_UNKNOWN } from '../../../lib/checkout/checkout.ts';
import { isAfterCutoff } from '../../../lib/freight/cutoff.ts';
import type { FreightGoods } from '../../../lib/freight/goods.ts';
import { type DeliveryOption, type Quote, quote } from '../../../lib/freight/quote.ts';
import { destinationOf } from '../../../lib/freight/zones.ts';
import { shownLine } from '../../../lib/pricing/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { LiveRates } from './carriers/live-rates.ts';
import { livePricer } from './live.ts';
import type { ShopPricing } from './settings.ts';

export interface DeliveryLine {
  productId: number;
  quantity: number;
  /** Ex GST, after the product's discount: what the order charges per unit. */
  unitCents: number;
  goods: FreightGoods | null;
}

export interface DeliveryAddress {
  postcode: string;
  /** null for an estimate from a postcode alone (its own state is taken). */
  state: string | null;
  line: string;
}

export type Refusal = { ok: false; message: string; errors: Record<string, string> };

/** Carriers' live prices, when the shop has any (services/freight/live.ts). */
export interface LiveQuoting {
  db: DbOrTx;
  liveRates: LiveRates | null;
}

/**
 * The quote for `lines` to `address`. Refusals name the field at fault: the postcode or state (with
 * `prefix`, 's_' for the shipping block) or the line (`products.N.id`) no service can carry there.
 */
export async function deliveryQuote(
  lines: readonly DeliveryLine[],
  address: DeliveryAddress,
  pricing: ShopPricing,
  options: { now: Date; prefix?: string; live?: LiveQuoting },
): Promise<{ ok: true; quote: Quote } | Refusal> {
  const config = pricing.freight;
  const checked = destinationOf(address, config.postcodes, config.zones);
  if (!checked.ok)
    return {
      ok: false,
      message: checked.message,
      errors: { [`${options.prefix ?? ''}${checked.field}`]: checked.message },
    };
  const ctx = {
    config,
    settings: pricing,
    subtotalIncCents: lines.reduce((sum, l) => sum + shownLine(l, pricing.gstBp).incCents, 0),
    afterCutoff: isAfterCutoff(options.now, config.cutoff),
  };
  const live = options.live;
  const livePrice = live && (await livePricer(live.db, live.liveRates, lines, checked.destination, ctx));
  const result = quote(lines, checked.destination, { ...ctx, livePrice });
  if (result.refused.length) {
    const errors = Object.fromEntries(
      result.refused.map((r) => [
        `products.${lines.findIndex((l) => l.productId === r.productId)}.id`,
        r.message,
      ]),
    );
    return { ok: false, message: result.refused[0]!.message, errors };
  }
  return { ok: true, quote: result };
}

/** The option `chosen` (the default when null); a refusal when the quote does not offer it. */
export function chosenOption(
  q: Quote,
  chosen: string | null,
): { ok: true; option: DeliveryOption | null } | Refusal {
  const id = chosen ?? q.defaultId;
  if (id === null) return { ok: true, option: null };
  const option = q.options.find((o) => o.id === id);
  return option
    ? { ok: true, option }
    : { ok: false, message: DELIVERY_OPTION_UNKNOWN, errors: { delivery_option: DELIVERY_OPTION_UNKNOWN } };
}

/**
 * The delivery option an order to `address` (its shipping block when ticked, else the billing
 * address) is charged for; null when nothing in it is sent.
 */
export async function orderDelivery(
  address: CheckoutForm,
  lines: readonly DeliveryLine[],
  pricing: ShopPricing,
  chosen: string | null,
  options: { now: Date; live?: LiveQuoting },
): Promise<{ ok: true; option: DeliveryOption | null } | Refusal> {
  const to = address.shipping ?? address;
  const quoted = await deliveryQuote(
    lines,
    { postcode: to.post_code, state: to.state, line: to.street_address },
    pricing,
    { ...options, prefix: address.shipping ? 's_' : '' },
  );
  return quoted.ok ? chosenOption(quoted.quote, chosen) : quoted;
}
