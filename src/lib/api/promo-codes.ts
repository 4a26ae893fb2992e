/** Discount code calls: POST /promo-codes/check, reshaped into the code and its discount in basis points. */
import { percentToBp } from '../pricing/money.ts';
import type { ApiClient } from './client.ts';
import { ShopperError, TRY_AGAIN } from './failures.ts';

/** A discount code the server accepted, as the checkout applies it. */
export interface AppliedPromoCode {
  code: string;
  discountBp: number;
}

/** Checks a code; the server's 422 (unknown, used or expired) arrives as an ApiError with its message. */
export async function checkPromoCode(api: ApiClient, code: string): Promise<AppliedPromoCode> {
  const answer = await api.post<{ code?: unknown; discount_percentage?: unknown }>('/promo-codes/check', {
    code,
  });
  const discountBp = percentToBp(answer.discount_percentage);
  if (typeof answer.code !== 'string' || !answer.code || discountBp === null || discountBp <= 0)
    throw new ShopperError(TRY_AGAIN);
  return { code: answer.code, discountBp };
}
