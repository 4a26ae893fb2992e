/**
 * A small client of Australia Post's Shipping and Tracking API, which also serves StarTrack accounts
 * (the same calls with StarTrack's product ids): item prices, creating a shipment, its label, and the
 * label's PDF. Shapes from developers.auspost.com.au (Get Item Prices, Create Domestic Shipments,
 * Create Labels): HTTP Basic with the API key and password, the charge account in `Account-Number`,
 * weights in kilograms and sizes in centimetres, money as GST-inclusive dollars with the GST beside.
 *
 * Every answer becomes a CarrierError when it is not what was asked for: a 4xx is the carrier's refusal
 * (not retryable, with the carrier's own message), a 5xx, a 408 or 429, a dropped connection or an
 * aborted request may succeed later (retryable).
 */
import { parseMoney } from '../../../../lib/pricing/money.ts';
import { CarrierError, type Parcel, type ShipmentRequest } from './types.ts';

export interface ShippingApiConfig {
  /** 'Australia Post' or 'StarTrack': how errors name the carrier. */
  name: string;
  apiKey: string;
  password: string;
  accountNumber: string;
  /** Scheme, host and port (tests point it at a local fake); no trailing path. */
  baseUrl?: string;
  /** Sent on every item when set: StarTrack products want one ('CTN' carton), eParcel needs none. */
  packagingType?: string;
}

interface PriceQuery {
  fromPostcode: string;
  toPostcode: string;
  parcels: Parcel[];
  productId: string;
  dangerousGoods: boolean;
}

export interface CreatedShipment {
  shipmentId: string;
  /** The consignment the items travel under (one per shipment). */
  consignmentId: string;
  /** Each item's article id, in the order of the parcels. */
  articleIds: string[];
}

const DEFAULT_BASE_URL = 'https://digitalapi.auspost.com.au';

/** How many times a label still being drawn is asked for again, half a second apart. */
const LABEL_POLLS = 10;
const LABEL_POLL_MS = 500;

interface ApiError {
  code?: string;
  name?: string;
  message?: string;
  error_description?: string;
}

interface PriceAnswer {
  items?: {
    prices?: { product_id?: string; calculated_price?: unknown; calculated_gst?: unknown }[];
    errors?: ApiError[];
    warnings?: ApiError[];
  }[];
}

interface ShipmentAnswer {
  shipments?: {
    shipment_id?: string;
    items?: { item_id?: string; tracking_details?: { article_id?: string; consignment_id?: string } }[];
  }[];
}

interface LabelAnswer {
  labels?: { request_id?: string; url?: string; status?: string; errors?: ApiError[] }[];
}

/** 1234 g -> 1.234 (kg, the API's three places). */
const kilograms = (grams: number) => Math.round(grams) / 1000;
/** 305 mm -> 30.5 (cm, the API's one place). */
const centimetres = (mm: number) => Math.round(mm) / 10;

/** The text of an error body, whichever of the API's shapes it has. */
function errorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { errors?: ApiError[]; message?: string; error_description?: string };
  const messages = (record.errors ?? [])
    .map((e) => e.message ?? e.error_description ?? e.name)
    .filter((m): m is string => Boolean(m?.trim()))
    .map((m) => m.trim());
  if (messages.length) return messages.join('; ');
  return record.message ?? record.error_description ?? null;
}

/**
 * A price's ex-GST cents, exactly: the GST-inclusive `calculated_price` less `calculated_gst`, each
 * read as a decimal into whole cents (no floating-point sums), which is what the account is charged;
 * without `calculated_gst`, the inclusive price less one eleventh of it (10% GST), rounded half up.
 */
export function exGstCents(price: { calculated_price?: unknown; calculated_gst?: unknown }): number | null {
  const inc = cents(price.calculated_price);
  if (inc === null || inc < 0) return null;
  const gst = cents(price.calculated_gst);
  if (gst !== null && gst >= 0 && gst <= inc) return inc - gst;
  return inc - Math.floor((inc + 5) / 11);
}

/** A JSON amount in dollars (42.7 or "42.70") as cents, read from its decimal digits. */
const cents = (dollars: unknown) => parseMoney(typeof dollars === 'number' ? String(dollars) : dollars);

export function createShippingApi(config: ShippingApiConfig) {
  const base = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const authHeaders = {
    Authorization: `Basic ${Buffer.from(`${config.apiKey}:${config.password}`).toString('base64')}`,
    'Account-Number': config.accountNumber,
  };

  /** Fetches `url`; the network's and the carrier's failures as CarrierErrors. */
  async function send(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    // Credentials only to the API itself: a label URL may be another host's (a signed storage link).
    const ours = URL.canParse(url) && new URL(url).origin === origin;
    const headers = ours ? { ...authHeaders, ...init.headers } : init.headers;
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal });
    } catch (error) {
      if (signal.aborted) throw new CarrierError(`${config.name} did not answer in time`, true);
      const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new CarrierError(`${config.name} could not be reached: ${cause}`, true);
    }
    if (response.ok) return response;
    const body = await response.json().catch(() => null);
    const text = errorText(body);
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new CarrierError(
      text ? `${config.name}: ${text}` : `${config.name} answered HTTP ${response.status}`,
      retryable,
    );
  }

  async function call<T>(method: string, path: string, body: unknown, signal: AbortSignal): Promise<T> {
    const response = await send(
      `${base}${path}`,
      {
        method,
        headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      },
      signal,
    );
    try {
      return (await response.json()) as T;
    } catch {
      if (signal.aborted) throw new CarrierError(`${config.name} did not answer in time`, true);
      throw new CarrierError(`${config.name} sent an answer that is not JSON`, true);
    }
  }

  const item = (parcel: Parcel) => ({
    length: centimetres(parcel.lengthMm),
    width: centimetres(parcel.widthMm),
    height: centimetres(parcel.heightMm),
    weight: kilograms(parcel.weightGrams),
    ...(config.packagingType ? { packaging_type: config.packagingType } : {}),
  });

  function sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        reject(new CarrierError(`${config.name} did not answer in time`, true));
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', done);
        resolve();
      }, ms);
      if (signal.aborted) done();
      else signal.addEventListener('abort', done, { once: true });
    });
  }

  return {
    /**
     * POST /shipping/v1/prices/items: the product's price for all the parcels together, ex GST, in
     * cents (the sum of each item's price). The API prices items without surcharges (fuel).
     */
    async price(query: PriceQuery, signal: AbortSignal): Promise<number> {
      const answer = await call<PriceAnswer>(
        'POST',
        '/shipping/v1/prices/items',
        {
          from: { postcode: query.fromPostcode },
          to: { postcode: query.toPostcode },
          items: query.parcels.map((parcel, i) => ({
            item_reference: `P${i + 1}`,
            ...item(parcel),
            product_ids: [query.productId],
            contains_dangerous_goods: query.dangerousGoods,
          })),
        },
        signal,
      );
      const items = answer.items ?? [];
      if (items.length !== query.parcels.length)
        throw new CarrierError(
          `${config.name} priced ${items.length} of ${query.parcels.length} parcels`,
          true,
        );
      let total = 0;
      for (const priced of items) {
        const price = priced.prices?.find((p) => p.product_id === query.productId);
        const cents = price ? exGstCents(price) : null;
        if (cents === null) {
          const why = errorText({ errors: [...(priced.errors ?? []), ...(priced.warnings ?? [])] });
          throw new CarrierError(
            `${config.name}: ${why ?? `no price for product ${query.productId}`}`,
            false,
          );
        }
        total += cents;
      }
      return total;
    },

    /** POST /shipping/v1/shipments: one shipment of the parcels, every item as `productId`. */
    async createShipment(
      request: ShipmentRequest,
      productId: string,
      signal: AbortSignal,
    ): Promise<CreatedShipment> {
      const { sender, receiver } = request;
      const answer = await call<ShipmentAnswer>(
        'POST',
        '/shipping/v1/shipments',
        {
          shipments: [
            {
              shipment_reference: request.reference,
              customer_reference_1: request.reference,
              from: {
                name: sender.name,
                lines: [sender.street],
                suburb: sender.suburb,
                state: sender.state,
                postcode: sender.postcode,
                phone: sender.phone,
              },
              to: {
                name: receiver.name,
                lines: [receiver.street],
                suburb: receiver.suburb,
                state: receiver.state,
                postcode: receiver.postcode,
                phone: receiver.phone,
                email: receiver.email,
              },
              items: request.parcels.map((parcel, i) => ({
                item_reference: `${request.reference}-${i + 1}`,
                product_id: productId,
                ...item(parcel),
                contains_dangerous_goods: request.dangerousGoods,
                authority_to_leave: false,
                allow_partial_delivery: true,
              })),
            },
          ],
        },
        signal,
      );
      const shipment = answer.shipments?.[0];
      const items = shipment?.items ?? [];
      const articleIds = items.map((i) => i.tracking_details?.article_id ?? '');
      const consignmentId = items[0]?.tracking_details?.consignment_id ?? '';
      if (!shipment?.shipment_id || !articleIds.length || articleIds.some((a) => !a))
        throw new CarrierError(`${config.name} created a shipment without tracking numbers`, true);
      return { shipmentId: shipment.shipment_id, consignmentId, articleIds };
    },

    /**
     * POST /shipping/v1/labels (waiting for the URL), asking again while it is pending, then GET of
     * the label's URL: the label PDF, A4 one a page, of the shipment's items under `group`.
     */
    async label(shipmentId: string, group: string, signal: AbortSignal): Promise<Uint8Array> {
      let answer = await call<LabelAnswer>(
        'POST',
        '/shipping/v1/labels',
        {
          wait_for_label_url: true,
          preferences: [
            {
              type: 'PRINT',
              format: 'PDF',
              groups: [{ group, layout: 'A4-1pp', branded: true, left_offset: 0, top_offset: 0 }],
            },
          ],
          shipments: [{ shipment_id: shipmentId }],
        },
        signal,
      );
      for (let poll = 0; ; poll++) {
        const label = answer.labels?.[0];
        if (label?.url) break;
        if (label?.status === 'ERROR' || !label?.request_id)
          throw new CarrierError(
            `${config.name}: ${errorText(label) ?? 'the label could not be created'}`,
            false,
          );
        if (poll >= LABEL_POLLS)
          throw new CarrierError(`${config.name} has not finished the label yet`, true);
        await sleep(LABEL_POLL_MS, signal);
        answer = await call<LabelAnswer>(
          'GET',
          `/shipping/v1/labels/${encodeURIComponent(label.request_id)}`,
          null,
          signal,
        );
      }
      const response = await send(answer.labels![0]!.url!, { method: 'GET' }, signal);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch {
        throw new CarrierError(`${config.name} did not send the whole label`, true);
      }
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-')
        throw new CarrierError(`${config.name} sent a label that is not a PDF`, true);
      return bytes;
    },
  };
}
