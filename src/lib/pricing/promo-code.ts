/** Discount codes as typed at checkout (the newsletter welcome code): the check the browser and the API share. */
import * as v from 'valibot';

/** The longest text taken as a code. */
export const MAX_PROMO_CODE_LENGTH = 64;
export const PROMO_CODE_REQUIRED = 'Enter a discount code.';
export const PROMO_CODE_INVALID = 'This code is not valid or has already been used.';

/** POST /promo-codes/check: the code, trimmed. */
export const PromoCodeCheckSchema = v.object({
  code: v.optional(
    v.pipe(
      v.string('The discount code must be text.'),
      v.trim(),
      v.nonEmpty(PROMO_CODE_REQUIRED),
      v.maxLength(MAX_PROMO_CODE_LENGTH, PROMO_CODE_INVALID),
    ),
    '',
  ),
});
