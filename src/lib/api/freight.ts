/** The checkout's delivery quote for its cart and address (the cart and product page ask GET /freight/estimate themselves: stores/delivery-estimate.ts). */
import type { ApiClient } from './client.ts';
import type { ApiQuote } from './schemas/freight.ts';

export interface QuoteAddress {
  post_code: string;
  state: string;
  street_address: string;
}

export interface QuoteItem {
  id: number;
  quantity: number;
}

/** POST /freight/quote. */
export function deliveryQuote(
  api: ApiClient,
  items: readonly QuoteItem[],
  address: QuoteAddress,
): Promise<ApiQuote> {
  return api.post<ApiQuote>('/freight/quote', {
    products: items.map((i) => ({ id: i.id, quantity: i.quantity })),
    post_code: address.post_code,
    state: address.state,
    street_address: address.street_address,
  });
}
