/**
 * A fake of Australia Post's Shipping and Tracking API on 127.0.0.1 (the calls the carrier adapters
 * make, for Australia Post and StarTrack accounts alike): POST /shipping/v1/prices/items, POST
 * /shipping/v1/shipments, POST /shipping/v1/labels (with GET /shipping/v1/labels/{id} while a label is
 * pending) and the label file at its URL. It checks Basic auth and `Account-Number` on the API's calls
 * and keeps every request in `requests`. `mode` switches how it answers, per test: 'normal', 'slow'
 * (after `slowMs`), 'error500', 'error400' (with `errorMessage`), or 'drop' (closes the connection).
 */
import type { ShipmentRequest } from '../../src/api/services/freight/carriers/types.ts';
import { fakeServer, json } from './fake-server.ts';

type FakeAusPostMode = 'normal' | 'slow' | 'error500' | 'error400' | 'drop';

/** A product's price for each item, as the API writes it: GST-inclusive dollars and the GST in them. */
interface FakePrice {
  calculated_price: number;
  calculated_gst?: number;
}

interface AusPostRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A one-page PDF that says "Fake label". */
export const FAKE_LABEL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

export async function fakeAusPost(options: { apiKey?: string; password?: string; accounts?: string[] } = {}) {
  const basic = `Basic ${Buffer.from(`${options.apiKey ?? 'key'}:${options.password ?? 'secret'}`).toString('base64')}`;
  const accounts = options.accounts ?? ['1234567890'];
  const state = {
    mode: 'normal' as FakeAusPostMode,
    slowMs: 1500,
    errorMessage: 'The postcode 9999 is not valid for the suburb NOWHERE.',
    /** Per product id: the price of each item. A product not here is "not available". */
    prices: {
      T28: { calculated_price: 10.54, calculated_gst: 0.96 },
      E34: { calculated_price: 42.7, calculated_gst: 3.88 },
      EXP: { calculated_price: 33.99, calculated_gst: 3.09 },
    } as Record<string, FakePrice>,
    /** How many times a new label answers PENDING before it is AVAILABLE. */
    labelPendingPolls: 0,
    /** Where label URLs point (another host's, to test one); the fake itself when empty. */
    labelBase: '',
  };
  const requests: AusPostRequest[] = [];
  const shipments = new Map<string, { items: { product_id: string }[] }>();
  const labels = new Map<string, number>();
  let created = 0;

  const server = await fakeServer((req, res) => {
    const path = req.url ?? '';
    let body: unknown = null;
    try {
      body = req.body ? JSON.parse(req.body) : null;
    } catch {
      return json(res, 400, { errors: [{ code: '400', name: 'BAD_REQUEST', message: 'Malformed JSON' }] });
    }
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (state.mode === 'drop') return req.socket.destroy();
    if (state.mode === 'error500')
      return json(res, 500, { errors: [{ code: '500', name: 'INTERNAL_ERROR', message: 'Service down' }] });
    const answer = () => route(req.method ?? '', path, body, req.headers, res);
    if (state.mode === 'slow') {
      const timer = setTimeout(answer, state.slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    answer();
  });

  function route(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
    res: Parameters<typeof json>[0],
  ) {
    const label = /^\/label-files\/(\w+)\.pdf$/.exec(path);
    if (method === 'GET' && label) {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return res.end(FAKE_LABEL_PDF);
    }
    if (headers.authorization !== basic || !accounts.includes(String(headers['account-number'])))
      return json(res, 401, {
        errors: [{ code: '401', name: 'UNAUTHORISED', message: 'The API key or account is not valid.' }],
      });
    if (state.mode === 'error400')
      return json(res, 400, {
        errors: [{ code: '44003', name: 'INVALID_REQUEST', message: state.errorMessage }],
      });
    const b = (body ?? {}) as {
      items?: { product_ids?: string[] }[];
      shipments?: { shipment_id?: string; items: { product_id: string }[] }[];
    };
    if (method === 'POST' && path === '/shipping/v1/prices/items') {
      const items = b.items ?? [];
      return json(res, 200, {
        items: items.map((item) => {
          const wanted = item.product_ids ?? Object.keys(state.prices);
          const priced = wanted.filter((id) => state.prices[id]);
          return {
            ...item,
            prices: priced.map((id) => ({ product_id: id, product_type: id, ...state.prices[id] })),
            errors: [],
            warnings: wanted
              .filter((id) => !state.prices[id])
              .map((id) => ({
                code: '42002',
                name: 'NO_PRICES_FOR_PRODUCT',
                message: `The service ${id} is not available based upon the information submitted.`,
              })),
          };
        }),
      });
    }
    if (method === 'POST' && path === '/shipping/v1/shipments') {
      const shipment = b.shipments?.[0] ?? { items: [] };
      created++;
      const id = `SHP${String(created).padStart(6, '0')}`;
      const consignment = `2JD${String(500000 + created)}`;
      shipments.set(id, shipment);
      return json(res, 201, {
        shipments: [
          {
            shipment_id: id,
            items: shipment.items.map((item, i) => ({
              item_id: `${id}-I${i + 1}`,
              product_id: item.product_id,
              tracking_details: {
                consignment_id: consignment,
                article_id: `${consignment}0${i + 1}000931509`,
              },
            })),
          },
        ],
      });
    }
    if (method === 'POST' && path === '/shipping/v1/labels') {
      const id = b.shipments?.[0]?.shipment_id ?? '';
      if (!shipments.has(id))
        return json(res, 400, {
          errors: [{ code: '44013', name: 'SHIPMENT_NOT_FOUND', message: `Shipment ${id} was not found.` }],
        });
      const requestId = `LBL${id}`;
      labels.set(requestId, state.labelPendingPolls);
      return json(res, 200, { labels: [labelState(requestId)] });
    }
    const poll = /^\/shipping\/v1\/labels\/(\w+)$/.exec(path);
    if (method === 'GET' && poll && labels.has(poll[1]!)) {
      labels.set(poll[1]!, Math.max(0, labels.get(poll[1]!)! - 1));
      return json(res, 200, { labels: [labelState(poll[1]!)] });
    }
    json(res, 404, { errors: [{ code: '404', name: 'NOT_FOUND', message: `No route ${method} ${path}` }] });
  }

  function labelState(requestId: string) {
    return labels.get(requestId)
      ? { request_id: requestId, status: 'PENDING' }
      : {
          request_id: requestId,
          status: 'AVAILABLE',
          url: `${state.labelBase || server.url}/label-files/${requestId}.pdf`,
        };
  }

  return { ...server, state, requests };
}

/** A shipment from the shop's Parramatta warehouse to Broome, as the carrier tests send it. */
export function sampleShipment(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    serviceId: 'parcel',
    origin: { postcode: '2150', state: 'NSW', suburb: 'Parramatta' },
    destination: { postcode: '6725', state: 'WA', suburb: 'Broome' },
    parcels: [{ weightGrams: 2350, lengthMm: 305, widthMm: 200, heightMm: 120 }],
    dangerousGoods: false,
    reference: 'INV-10042',
    sender: {
      name: 'Southern Cross Auto Parts',
      phone: '02 9000 0000',
      street: '12 Example Street',
      suburb: 'Parramatta',
      postcode: '2150',
      state: 'NSW',
    },
    receiver: {
      name: 'Jane Citizen',
      phone: '0412 345 678',
      email: 'jane@example.com',
      street: '7 Frederick Street',
      suburb: 'Broome',
      postcode: '6725',
      state: 'WA',
    },
    ...overrides,
  };
}
