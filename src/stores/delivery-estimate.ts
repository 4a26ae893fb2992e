/**
 * The delivery estimate from a postcode alone (GET /freight/estimate), before any personal details:
 * the product page's (src/browser/freight-estimate.ts, loaded on interaction) and the cart's
 * (islands/cart/DeliveryEstimate.tsx). $deliveryPostcode is the postcode the shopper last asked for,
 * kept in localStorage for every page and tab; a signed-in member's default address fills it where
 * the addresses are read anyway (stores/addresses.ts), when nothing is kept yet.
 *
 * It asks with fetch rather than the API client (lib/api/freight.ts's deliveryEstimate, the same
 * request; the query is lib/freight/estimate-items.ts's, which the API reads back): the estimate needs no session, and the client's module graph (valibot, the checkout's
 * rules) would come into the product page's lazy chunk and, shared with the scripts a catalogue page
 * runs before interaction, onto its budget (src/integrations/boot-chunk.ts).
 */
import { persistentAtom } from '@nanostores/persistent';
import type { ApiQuote } from '../lib/api/schemas/freight.ts';
import { itemsQuery } from '../lib/freight/estimate-items.ts';
import { ESTIMATE_TEXTS, type EstimateText, estimateText, isPostcode } from '../lib/freight/estimate-text.ts';

/** Where $deliveryPostcode is kept in localStorage. */
export const DELIVERY_POSTCODE_KEY = 'storefront:postcode';

/** The postcode last estimated for, '' for none (stored as the bare four digits). */
export const $deliveryPostcode = persistentAtom<string>(DELIVERY_POSTCODE_KEY, '', {
  encode: (postcode) => (isPostcode(postcode) ? postcode : undefined),
  decode: (text) => (text && isPostcode(text) ? text : ''),
});

export type EstimateAnswer =
  | ({ kind: 'ready' } & EstimateText)
  /** Refused (422: a postcode that does not exist, a line that cannot go there); `field` is 'post_code' when the postcode is at fault. */
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed'; message: string };

/** A product and how many of it. */
export interface EstimateItem {
  id: number;
  quantity: number;
}

/** Keeps `postcode` as the shopper's (ignored unless it is four digits). */
export function rememberPostcode(postcode: string): void {
  if (isPostcode(postcode)) $deliveryPostcode.set(postcode);
}

/** Keeps `postcode` (a member's default address's) when none is kept yet. */
export function prefillPostcode(postcode: string | undefined): void {
  const trimmed = postcode?.trim() ?? '';
  if (!$deliveryPostcode.get() && isPostcode(trimmed)) $deliveryPostcode.set(trimmed);
}

const API_BASE: string = import.meta.env.PUBLIC_API_BASE ?? '/api';
const answers = new Map<string, Promise<EstimateAnswer>>();

async function ask(items: string, postcode: string): Promise<EstimateAnswer> {
  const query = new URLSearchParams({ items, post_code: postcode });
  const response = await fetch(`${API_BASE}/freight/estimate?${query}`, {
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'ready', ...estimateText(body as ApiQuote) };
  const refusal = body as { message?: unknown; errors?: Record<string, string> } | null;
  if ((response.status === 422 || response.status === 400) && typeof refusal?.message === 'string')
    return {
      kind: 'refused',
      message: refusal.message,
      field: refusal.errors && 'post_code' in refusal.errors ? 'post_code' : null,
    };
  throw new Error(`GET /freight/estimate answered ${response.status}`);
}

/**
 * The estimate for `items` to `postcode`, in the words the shopper reads. The same question is asked
 * once per page (a failure is asked again next time); the answer never rejects.
 */
export function estimateDelivery(items: readonly EstimateItem[], postcode: string): Promise<EstimateAnswer> {
  if (!isPostcode(postcode))
    return Promise.resolve({ kind: 'refused', message: ESTIMATE_TEXTS.invalid, field: 'post_code' });
  const query = itemsQuery(items);
  const key = `${postcode}:${query}`;
  const held = answers.get(key);
  if (held) return held;
  const asked = ask(query, postcode).catch((error: unknown): EstimateAnswer => {
    answers.delete(key);
    console.error('The delivery estimate failed', error);
    return { kind: 'failed', message: ESTIMATE_TEXTS.failed };
  });
  answers.set(key, asked);
  return asked;
}
