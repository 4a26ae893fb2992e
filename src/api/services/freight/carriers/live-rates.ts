/**
 * Carriers' live rates for the quote engine (issue 49): a carrier that errors or does not answer within
 * `timeoutMs` gives null, and the caller prices from its rate table. Successes are cached per (carrier,
 * service, origin and destination postcodes, the parcels' weights and sizes, dangerous goods) for
 * `ttlMs`; failures for `failureTtlMs` only (a few seconds, so a carrier that is down is asked again
 * soon but not on every quote); identical requests in flight share one call. The quote engine is
 * synchronous: it prefetches with `rate()` and then reads `cached()`.
 */
import type { CarrierAdapter, CarrierRate, RateRequest } from './types.ts';

export interface LiveRatesOptions {
  /** By the carrier id the caller asks with ('auspost', 'startrack'); a missing one always gives null. */
  adapters: Partial<Record<string, CarrierAdapter>>;
  timeoutMs?: number;
  ttlMs?: number;
  /** How long a failure (error or timeout) answers null without asking the carrier again. */
  failureTtlMs?: number;
  /** The cache's bound: past it, the oldest entry goes. */
  maxEntries?: number;
  now?: () => number;
  /** Told of every failure (for the log); the caller still gets null. */
  onError?: (carrierId: string, error: unknown) => void;
}

export interface LiveRates {
  /** The carrier's rate, from the cache or asked now; null when it errors or is too slow. */
  rate(carrierId: string, request: RateRequest): Promise<CarrierRate | null>;
  /** The cached rate only, never asking; null when there is none (or the last ask failed). */
  cached(carrierId: string, request: RateRequest): CarrierRate | null;
}

/** The cache key: the parcels in a canonical order, as the price does not depend on it. */
function keyOf(carrierId: string, r: RateRequest): string {
  const parcels = r.parcels.map((p) => `${p.weightGrams}:${p.lengthMm}x${p.widthMm}x${p.heightMm}`).sort();
  return [
    carrierId,
    r.serviceId,
    r.origin.postcode,
    r.destination.postcode,
    parcels.join(','),
    r.dangerousGoods ? 'dg' : '',
  ].join('|');
}

export function createLiveRates({
  adapters,
  timeoutMs = 1000,
  ttlMs = 10 * 60_000,
  failureTtlMs = 5000,
  maxEntries = 5000,
  now = Date.now,
  onError,
}: LiveRatesOptions): LiveRates {
  /** In insertion order, oldest first; a failure is kept as a null rate. */
  const cache = new Map<string, { rate: CarrierRate | null; expires: number }>();
  const inFlight = new Map<string, Promise<CarrierRate | null>>();

  function lookup(key: string) {
    const entry = cache.get(key);
    if (entry && entry.expires <= now()) {
      cache.delete(key);
      return undefined;
    }
    return entry;
  }

  function store(key: string, rate: CarrierRate | null) {
    cache.delete(key);
    cache.set(key, { rate, expires: now() + (rate ? ttlMs : Math.min(failureTtlMs, ttlMs)) });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  async function ask(carrierId: string, adapter: CarrierAdapter, request: RateRequest, key: string) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Null at the deadline even from an adapter that ignores the abort.
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error(`No answer within ${timeoutMs} ms`));
        resolve(null);
      }, timeoutMs);
    });
    try {
      const answer = adapter.rate(request, controller.signal);
      answer.catch(() => {});
      const rate = await Promise.race([answer, deadline]);
      if (!rate) throw controller.signal.reason;
      if (!Number.isSafeInteger(rate.priceExCents) || rate.priceExCents < 0)
        throw new Error(`${carrierId} answered an unusable price: ${rate.priceExCents}`);
      store(key, rate);
      return rate;
    } catch (error) {
      onError?.(carrierId, error);
      store(key, null);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    rate(carrierId, request) {
      const adapter = adapters[carrierId];
      if (!adapter) return Promise.resolve(null);
      const key = keyOf(carrierId, request);
      const entry = lookup(key);
      if (entry) return Promise.resolve(entry.rate);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(carrierId, adapter, request, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    cached(carrierId, request) {
      return lookup(keyOf(carrierId, request))?.rate ?? null;
    },
  };
}
