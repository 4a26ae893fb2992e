/**
 * Carriers' live prices in a quote (issue 49): the services with a live carrier ask it for each
 * shipment the quote would make, from the shop's first shipping location, within a second (the rate
 * table answers otherwise, and where it charges the settings' flat price the carrier is never asked).
 * The quote engine is synchronous: this asks first, then hands it a pricer that reads the answers.
 */
import { and, asc, eq } from 'drizzle-orm';
import { type QuoteContext, type QuoteLine, quote } from '../../../lib/freight/quote.ts';
import type { FreightService } from '../../../lib/freight/services.ts';
import type { Destination } from '../../../lib/freight/zones.ts';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { type Carriers, carriersFromEnv } from './carriers/index.ts';
import { createLiveRates, type LiveRates } from './carriers/live-rates.ts';
import type { Place, RateRequest } from './carriers/types.ts';

export interface FreightDeps {
  /** Who books shipments and makes labels: the carriers configured, else the built-in test carrier. */
  carriers: Carriers;
  /** Live prices: only from carriers the shop has credentials for (never the test carrier's). */
  liveRates: LiveRates | null;
}

export function freightFromEnv(env: Record<string, string | undefined>): FreightDeps {
  const carriers = carriersFromEnv(env);
  const live = Object.fromEntries(Object.entries(carriers).filter(([, adapter]) => adapter.id !== 'test'));
  return {
    carriers,
    liveRates: Object.keys(live).length
      ? createLiveRates({
          adapters: live,
          onError: (carrier, error) => console.error(`[freight] ${carrier} did not quote:`, error),
        })
      : null,
  };
}

/** A shipment of more units than this is priced from the table: no carrier is asked for a pallet of parcels. */
const MAX_LIVE_PARCELS = 20;

/** Where parcels leave from: the first active location that ships. */
async function origin(db: DbOrTx): Promise<Place | null> {
  const [row] = await db
    .select({ postcode: locations.postCode, state: locations.state, suburb: locations.suburb })
    .from(locations)
    .where(and(eq(locations.active, true), eq(locations.ships, true)))
    .orderBy(asc(locations.sortOrder), asc(locations.id))
    .limit(1);
  return row ?? null;
}

type Pricer = NonNullable<QuoteContext['livePrice']>;

/**
 * A pricer reading carriers' answers for the shipments a quote of `lines` to `destination` makes,
 * asked for now (or already cached); undefined when no carrier is live.
 */
export async function livePricer(
  db: DbOrTx,
  liveRates: LiveRates | null,
  lines: readonly QuoteLine[],
  destination: Destination,
  ctx: Omit<QuoteContext, 'livePrice'>,
): Promise<Pricer | undefined> {
  if (!liveRates) return undefined;
  const from = await origin(db);
  if (!from) return undefined;
  const requestOf = (service: FreightService, shipment: Parameters<Pricer>[1]): RateRequest | null => {
    const parcels = shipment.lines.flatMap((l) =>
      Array.from({ length: l.quantity }, () => ({
        weightGrams: l.goods.weightGrams,
        lengthMm: l.goods.lengthMm,
        widthMm: l.goods.widthMm,
        heightMm: l.goods.heightMm,
      })),
    );
    if (!service.live || parcels.length > MAX_LIVE_PARCELS) return null;
    return {
      serviceId: service.id,
      origin: from,
      destination: { postcode: destination.postcode, state: destination.state, suburb: '' },
      parcels,
      dangerousGoods: shipment.lines.some((l) => l.goods.dangerousGoods !== null),
    };
  };
  const asked: Promise<unknown>[] = [];
  quote(lines, destination, {
    ...ctx,
    livePrice: (service, shipment) => {
      const request = requestOf(service, shipment);
      if (request && service.live) asked.push(liveRates.rate(service.live, request));
      return null;
    },
  });
  await Promise.all(asked);
  return (service, shipment) => {
    const request = requestOf(service, shipment);
    return request && service.live ? (liveRates.cached(service.live, request)?.priceExCents ?? null) : null;
  };
}
