/**
 * The delivery options for a cart to a destination (DESIGN.md section 11), worked out from the goods:
 * every service that may carry every line, cheapest first, and a split shipment where one line would
 * otherwise make the whole order dearer or slower. Prices are ex GST as the price chain takes them;
 * the GST-inclusive figure is the chain's own (incGst of the ex-GST charge). The server prices the
 * chosen option again at place-order with the same function, so the charge is what was shown.
 */
import { incGst, type PricingSettings } from '../pricing/pricing.ts';
import type { FreightConfig } from './config.ts';
import { chargeableGrams, effectiveClass, type FreightGoods } from './goods.ts';
import { goodsRefusal, refusal, routeRefusal } from './rules.ts';
import type { FreightService } from './services.ts';
import type { Destination } from './zones.ts';

export interface QuoteLine {
  productId: number;
  quantity: number;
  /** null for what is not sent (a virtual product). */
  goods: FreightGoods | null;
}

export interface QuoteContext {
  config: FreightConfig;
  settings: Pick<PricingSettings, 'gstBp' | 'deliveryChargeCents' | 'freeDeliveryThresholdCents'>;
  /** The cart's GST-inclusive subtotal before discounts, as free delivery's threshold reads it. */
  subtotalIncCents: number;
  /** Ordered after the cutoff: everything leaves a business day later. */
  afterCutoff: boolean;
  /**
   * A carrier's live price ex GST for a shipment by a service with a live carrier (the server's cache),
   * or null for the table's. Never asked where the table charges the settings' flat price.
   */
  livePrice?: (service: FreightService, shipment: LiveShipment) => number | null;
}

/** What a carrier is asked to price: the shipment's units and where they go. */
export interface LiveShipment {
  destination: Destination;
  lines: readonly { goods: FreightGoods; quantity: number }[];
}

export interface Shipment {
  serviceId: string;
  serviceName: string;
  carrier: FreightService['carrier'];
  productIds: number[];
  /** Chargeable weight: dead or cubic, the greater, over the shipment's units. */
  grams: number;
  priceExCents: number;
  free: boolean;
  etaDays: [number, number];
}

export interface DeliveryOption {
  /** The service's id, or 'split:<first>+<second>'. */
  id: string;
  name: string;
  shipments: Shipment[];
  priceExCents: number;
  priceIncCents: number;
  /** Business days until everything has arrived. */
  etaDays: [number, number];
  /** Why free delivery does not cover it, when the subtotal reaches the threshold. */
  note: string | null;
  /**
   * The GST-inclusive subtotal from which this option is free (the threshold), or null when free
   * delivery never covers it (a line or a zone it leaves out): what the cart's "spend $X more" reads.
   */
  freeFromCents: number | null;
}

/** What an order keeps of the option it was priced with. */
export type DeliveryPlan = Pick<DeliveryOption, 'id' | 'name' | 'shipments' | 'etaDays' | 'priceExCents'>;

export interface LineRefusal {
  productId: number;
  title: string;
  message: string;
}

export interface Quote {
  destination: Destination;
  options: DeliveryOption[];
  /** The option chosen until the shopper chooses: the standard service's, else the cheapest; null with none. */
  defaultId: string | null;
  /** Lines no service may carry to the destination; while any is here, nothing is offered. */
  refused: LineRefusal[];
}

interface Line extends QuoteLine {
  goods: FreightGoods;
}

/**
 * The table's price ex GST for `grams` by `service` to `zoneId` (`flat`: the general settings' charge,
 * `flatCents`); null where it has no rate.
 */
export function tablePrice(
  service: FreightService,
  zoneId: string,
  grams: number,
  flatCents: number,
): { cents: number; flat: boolean } | null {
  const rate = service.rates[zoneId];
  const bands = service.bandsGrams;
  if (!rate || !bands.length) return null;
  const band = bands.findIndex((limit) => grams <= limit);
  const at = band === -1 ? bands.length - 1 : band;
  const cell = rate.bandCents[at] ?? null;
  const over = band === -1 ? Math.ceil((grams - bands[at]!) / 1000) * rate.perKgCents : 0;
  return { cents: (cell ?? flatCents) + over, flat: cell === null };
}

/** Whether the free-delivery rule covers `service` carrying `lines` to `destination`, whatever the subtotal. */
function ruleCovers(
  ctx: QuoteContext,
  service: Pick<FreightService, 'id'>,
  lines: readonly Line[],
  destination: Destination,
) {
  const rule = ctx.config.free;
  return (
    rule.services.includes(service.id) &&
    rule.zoneKinds.includes(destination.zone.kind) &&
    lines.every(
      (l) =>
        rule.classes.includes(effectiveClass(l.goods)) && (rule.dangerousGoods || !l.goods.dangerousGoods),
    )
  );
}

const freeCovers = (
  ctx: QuoteContext,
  service: FreightService,
  lines: readonly Line[],
  destination: Destination,
) =>
  ctx.subtotalIncCents >= ctx.settings.freeDeliveryThresholdCents &&
  ruleCovers(ctx, service, lines, destination);

/** The subtotal from which `option` is free, or null when the rule leaves a shipment of it out. */
function freeFrom(
  ctx: QuoteContext,
  option: DeliveryOption,
  lines: readonly Line[],
  destination: Destination,
) {
  const covered = option.shipments.every((s) =>
    ruleCovers(
      ctx,
      { id: s.serviceId },
      lines.filter((l) => s.productIds.includes(l.productId)),
      destination,
    ),
  );
  return covered ? ctx.settings.freeDeliveryThresholdCents : null;
}

function shipmentBy(
  ctx: QuoteContext,
  service: FreightService,
  lines: readonly Line[],
  destination: Destination,
): Shipment | null {
  const grams = lines.reduce(
    (sum, l) => sum + chargeableGrams(l.goods, ctx.config.cubicFactor) * l.quantity,
    0,
  );
  const table = tablePrice(service, destination.zone.id, grams, ctx.settings.deliveryChargeCents);
  if (table === null) return null;
  const live =
    service.live && !table.flat ? (ctx.livePrice?.(service, { destination, lines }) ?? null) : null;
  const price = live ?? table.cents;
  const free = freeCovers(ctx, service, lines, destination);
  const [transitMin, transitMax] = service.transitDays[destination.zone.kind];
  const late = ctx.afterCutoff ? 1 : 0;
  return {
    serviceId: service.id,
    serviceName: service.name,
    carrier: service.carrier,
    productIds: lines.map((l) => l.productId),
    grams,
    priceExCents: free ? 0 : price,
    free,
    etaDays: [transitMin + ctx.config.handlingDays[0] + late, transitMax + ctx.config.handlingDays[1] + late],
  };
}

function optionOf(ctx: QuoteContext, id: string, name: string, shipments: Shipment[]): DeliveryOption {
  const priceExCents = shipments.reduce((sum, s) => sum + s.priceExCents, 0);
  return {
    id,
    name,
    shipments,
    priceExCents,
    priceIncCents: incGst(priceExCents, ctx.settings.gstBp),
    etaDays: [
      Math.max(...shipments.map((s) => s.etaDays[0])),
      Math.max(...shipments.map((s) => s.etaDays[1])),
    ],
    note: null,
    freeFromCents: null,
  };
}

const better = (a: DeliveryOption, b: DeliveryOption) =>
  a.priceExCents - b.priceExCents || a.etaDays[1] - b.etaDays[1] || a.etaDays[0] - b.etaDays[0];

/** 'the Bosch filter', 'the Bosch filter and the battery', 'the filter, the oil and the battery'. */
function listOf(titles: string[]): string {
  return titles.length < 2 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

function noteFor(
  ctx: QuoteContext,
  option: DeliveryOption,
  lines: readonly Line[],
  destination: Destination,
  services: readonly FreightService[],
): string | null {
  if (ctx.subtotalIncCents < ctx.settings.freeDeliveryThresholdCents || option.priceExCents === 0)
    return null;
  const rule = ctx.config.free;
  if (!rule.zoneKinds.includes(destination.zone.kind))
    return `Free delivery does not cover ${destination.zone.name}.`;
  const charged = option.shipments.filter((s) => !s.free);
  const notCovered = lines.filter(
    (l) =>
      charged.some((s) => s.productIds.includes(l.productId)) &&
      (!rule.classes.includes(effectiveClass(l.goods)) || (!rule.dangerousGoods && l.goods.dangerousGoods)),
  );
  const money = (cents: number) => `$${(incGst(cents, ctx.settings.gstBp) / 100).toFixed(2)}`;
  if (notCovered.length) {
    const cost = charged.reduce((sum, s) => sum + s.priceExCents, 0);
    const by = listOf([...new Set(charged.map((s) => s.serviceName))]);
    return `Free delivery does not cover ${listOf(notCovered.map((l) => l.goods.title))}: ${money(cost)} ${by}.`;
  }
  const freeBy = services.filter((s) => rule.services.includes(s.id)).map((s) => s.name);
  return freeBy.length ? `Free delivery is by ${listOf(freeBy)} only.` : null;
}

/** Why no service may carry `line` to `destination`, in the words a shopper reads. */
function refusalOf(line: Line, services: readonly FreightService[], destination: Destination): LineRefusal {
  const routed = services.filter((s) => routeRefusal(s, destination) === null);
  const reason =
    routed.map((s) => goodsRefusal(s, line.goods, destination)).find((r) => r !== null) ??
    services.map((s) => routeRefusal(s, destination)).find((r) => r !== null) ??
    'No delivery service is set up for this address.';
  const where = destination.poBox ? 'a PO box or parcel locker' : `postcode ${destination.postcode}`;
  const fix = destination.poBox ? ' Please give a street address.' : '';
  return {
    productId: line.productId,
    title: line.goods.title,
    message: `We can't send ${line.goods.title} to ${where}. ${reason}${fix}`,
  };
}

/** The options for `cart` to `destination`, cheapest first. */
export function quote(cart: readonly QuoteLine[], destination: Destination, ctx: QuoteContext): Quote {
  const lines = cart.filter((l): l is Line => l.goods !== null && l.quantity > 0);
  const services = ctx.config.services.filter((s) => s.active);
  const allows = (s: FreightService, l: Line) => refusal(s, l.goods, destination) === null;
  const refused = lines
    .filter((l) => !services.some((s) => allows(s, l)))
    .map((l) => refusalOf(l, services, destination));
  if (refused.length || !lines.length) return { destination, options: [], defaultId: null, refused };

  const whole = (group: readonly Line[]) =>
    services
      .filter((s) => group.every((l) => allows(s, l)))
      .map((s) => shipmentBy(ctx, s, group, destination))
      .filter((s): s is Shipment => s !== null);
  const singles = whole(lines).map((s) => optionOf(ctx, s.serviceId, s.serviceName, [s]));

  let split: DeliveryOption | null = null;
  for (const first of services) {
    const mine = lines.filter((l) => allows(first, l));
    const rest = lines.filter((l) => !allows(first, l));
    if (!mine.length || !rest.length) continue;
    const head = shipmentBy(ctx, first, mine, destination);
    if (!head) continue;
    for (const tail of whole(rest)) {
      const candidate = optionOf(
        ctx,
        `split:${first.id}+${tail.serviceId}`,
        `${head.serviceName} and ${tail.serviceName}`,
        [head, tail],
      );
      if (!split || better(candidate, split) < 0) split = candidate;
    }
  }
  const cheapest = singles.reduce<DeliveryOption | null>(
    (best, o) => (!best || better(o, best) < 0 ? o : best),
    null,
  );
  const fastest = Math.min(...singles.map((o) => o.etaDays[1]));
  const splitHelps =
    split !== null &&
    (cheapest === null ||
      split.priceExCents < cheapest.priceExCents ||
      split.shipments[0]!.etaDays[1] < fastest);
  const options = [...singles, ...(splitHelps && split ? [split] : [])].sort(better);
  for (const option of options) {
    option.note = noteFor(ctx, option, lines, destination, services);
    option.freeFromCents = freeFrom(ctx, option, lines, destination);
  }
  const standard = options.find((o) => o.id === ctx.config.standardService);
  return { destination, options, defaultId: (standard ?? options[0])?.id ?? null, refused: [] };
}

/** What an order keeps of its option. */
export function planOf(option: DeliveryOption): DeliveryPlan {
  const { id, name, shipments, etaDays, priceExCents } = option;
  return { id, name, shipments, etaDays, priceExCents };
}
