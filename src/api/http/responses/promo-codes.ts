/** Response schema of the discount code check, for the OpenAPI document. */
import * as v from 'valibot';

/** POST /promo-codes/check: the code as stored and its discount. */
export const PromoCodeCheckedSchema = v.strictObject({
  code: v.string(),
  discount_percentage: v.pipe(v.string(), v.description('A percentage as text, e.g. "10"')),
});
