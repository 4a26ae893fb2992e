/**
 * The checkout's delivery quote (POST /freight/quote) for the cart to the address delivery goes to,
 * asked again when either changes (the newest answer wins), and the option the shopper chose (the
 * quote's default until they choose, and again when the quote no longer offers their choice).
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../lib/api/client.ts';
import { deliveryQuote, type QuoteAddress, type QuoteItem } from '../lib/api/freight.ts';
import type { ApiDeliveryOption, ApiQuote } from '../lib/api/schemas/freight.ts';
import { api } from './api.ts';

export type QuoteState =
  | { kind: 'none' }
  | { kind: 'loading'; key: string }
  | { kind: 'ready'; key: string; quote: ApiQuote }
  /** Refused (`errors` by field: the post code, the state, a line) or not answered. */
  | { kind: 'failed'; key: string; message: string; errors: Record<string, string> };

export const $deliveryQuote = atom<QuoteState>({ kind: 'none' });
/** The option the shopper chose, by id; null for the quote's default. */
export const $deliveryChoice = atom<string | null>(null);

/** The option delivery is priced with: the shopper's choice when offered, else the default. */
export const $deliveryOption = computed(
  [$deliveryQuote, $deliveryChoice],
  (state, choice): ApiDeliveryOption | null => {
    if (state.kind !== 'ready') return null;
    const { options, default_option } = state.quote;
    return options.find((o) => o.id === choice) ?? options.find((o) => o.id === default_option) ?? null;
  },
);

export const QUOTE_TEXTS = {
  enterAddress: 'Enter the delivery post code and state to see delivery options and prices.',
  loading: 'Working out delivery…',
  failed: 'Delivery could not be worked out just now. Please try again.',
} as const;

const keyOf = (items: readonly QuoteItem[], address: QuoteAddress) =>
  JSON.stringify([
    items.map((i) => [i.id, i.quantity]),
    address.post_code.trim(),
    address.state.trim().toLowerCase(),
    address.street_address.trim().toLowerCase(),
  ]);

/** Whether an address has what a quote needs: a 4-digit post code and a state. */
export const quotable = (address: QuoteAddress) =>
  /^\d{4}$/.test(address.post_code.trim()) && address.state.trim() !== '';

let pending: Promise<QuoteState> | null = null;

/**
 * The quote for `items` to `address`: the one held when it is for them, else asked for (the newest
 * request wins, so an answer to an older address never replaces a newer one).
 */
export function requestQuote(items: readonly QuoteItem[], address: QuoteAddress): Promise<QuoteState> {
  if (!items.length || !quotable(address)) {
    $deliveryQuote.set({ kind: 'none' });
    return Promise.resolve($deliveryQuote.get());
  }
  const key = keyOf(items, address);
  const held = $deliveryQuote.get();
  if (held.kind !== 'none' && held.key === key)
    return held.kind === 'loading' && pending ? pending : Promise.resolve(held);
  $deliveryQuote.set({ kind: 'loading', key });
  const asked = deliveryQuote(api, items, address).then(
    (quote): QuoteState => ({ kind: 'ready', key, quote }),
    (error: unknown): QuoteState => {
      const refused = error instanceof ApiError && error.status === 422;
      const body = refused ? (error.body as { errors?: Record<string, string> } | null) : null;
      return {
        kind: 'failed',
        key,
        message: refused ? error.message : QUOTE_TEXTS.failed,
        errors: body?.errors ?? {},
      };
    },
  );
  const settled = asked.then((state) => {
    const now = $deliveryQuote.get();
    if (now.kind !== 'none' && now.key === key) $deliveryQuote.set(state);
    return state;
  });
  pending = settled;
  return settled;
}

/** The shopper chooses an option of the quote. */
export function chooseDelivery(id: string): void {
  $deliveryChoice.set(id);
}
