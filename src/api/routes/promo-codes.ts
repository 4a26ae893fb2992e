/**
 * POST /promo-codes/check: whether a discount code typed at checkout can be used, and its discount.
 * Only a hint for the checkout form: placing the order checks and redeems the code again.
 */
import { Hono } from 'hono';
import { PromoCodeCheckedSchema } from '../../lib/api/schemas/orders.ts';
import { formatPercent } from '../../lib/pricing/money.ts';
import { PROMO_CODE_INVALID, PromoCodeCheckSchema } from '../../lib/pricing/promo-code.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { findUsableCode } from '../services/promo-codes.ts';

const docs = doc(
  'Orders',
  'Check a discount code (the newsletter welcome code)',
  {
    200: PromoCodeCheckedSchema,
    400: 'The body is not a JSON object.',
    422: 'The code is missing, unknown, used or expired.',
    429: 'Too many checks; try again after Retry-After seconds.',
  },
  { body: true },
);

export const promoCodeRoutes = new Hono<AppEnv>().post(
  '/promo-codes/check',
  docs,
  rateLimit('promo-code'),
  validate('json', PromoCodeCheckSchema),
  async (c) => {
    const found = await findUsableCode(c.var.db, c.req.valid('json').code);
    if (!found) return c.json({ message: PROMO_CODE_INVALID, errors: { code: PROMO_CODE_INVALID } }, 422);
    return c.json({ code: found.code, discount_percentage: formatPercent(found.discountBp) });
  },
);
