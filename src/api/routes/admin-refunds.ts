/**
 * Refunds in the back office, Bearer staff session (or the machine token):
 *   POST /admin/orders/{invoice}/refunds   Idempotency-Key header; { lines?: [{item_id, quantity}], amount_cents?, reason?, restock? }
 * By line (their GST-inclusive price), by amount, or neither (all that is left); through the order's
 * payment provider, never above what was paid (services/refunds.ts). The role is checked first
 * (allow), so a wrong role gets 403 whatever it sent and nothing is written.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { RefundAnswerSchema } from '../../lib/api/schemas/admin-orders.ts';
import { MAX_INT4 } from '../../lib/forms/limits.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { refundOrder, UNPAID_MESSAGE } from '../services/refunds.ts';

const TAG = 'Back office';
const KEY_PATTERN = /^[\w-]{8,100}$/;
export const KEY_MESSAGE =
  'Send an Idempotency-Key header (8 to 100 letters, digits, - or _), one per refund: a retry with it never refunds twice.';
const BOTH_MESSAGE = 'Refund by line or by amount, not both.';

const InvoiceParam = v.strictObject({
  invoice: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9-]{1,40}$/, 'The order number is not valid'),
    v.transform((s) => s.toUpperCase()),
  ),
});

const whole = (name: string, min: number) =>
  v.pipe(
    v.number(`${name} must be a whole number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(MAX_INT4, `${name} is too large`),
  );

const RefundBody = v.pipe(
  v.strictObject({
    lines: v.optional(
      v.pipe(
        v.array(v.strictObject({ item_id: whole('item_id', 1), quantity: whole('quantity', 1) })),
        v.minLength(1, 'Choose at least one line.'),
        v.maxLength(100, 'At most 100 lines.'),
      ),
    ),
    amount_cents: v.optional(whole('amount_cents', 1)),
    reason: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(500, 'reason must be at most 500 characters')),
      '',
    ),
    /** The refunded goods are back on the shelf: units already sent are counted on hand again. */
    restock: v.optional(v.boolean('restock must be true or false'), false),
  }),
  v.forward(
    v.check((o) => !(o.lines && o.amount_cents !== undefined), BOTH_MESSAGE),
    ['amount_cents'],
  ),
);

const refundDoc = doc(
  TAG,
  'Refund part or all of a paid order through its payment provider',
  {
    200: RefundAnswerSchema,
    201: RefundAnswerSchema,
    400: 'The Idempotency-Key header is missing or malformed, or the body is not a JSON object.',
    401: 'Not signed in.',
    403: 'Your role does not allow this.',
    404: 'No such order.',
    409: `"${UNPAID_MESSAGE}", more than is left to refund ("The refund is more than what is left to refund ($12.34).") or of a line, or the same refund is still being processed. Nothing was written.`,
    422: 'A field breaks its rule, lines and amount_cents were both sent, or the Idempotency-Key was used for another refund.',
    502: 'The payment provider refused the refund or could not be reached; nothing was counted.',
  },
  {
    security: SHOP_TOKEN,
    body: true,
    description:
      'Lines (their GST-inclusive price, capped at what is left), amount_cents, or neither (all that is left). Refunded lines (or, refunding everything, the whole order) no longer hold stock; with restock: true, units already sent are counted on hand again where they left. 201 with the new refund; the same Idempotency-Key and body again answers 200 with that refund and nothing is refunded twice. Refunding everything marks the order refunded; the customer is emailed.',
    parameters: [
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: true,
        description: 'One key per refund: a retry with it never refunds twice.',
        schema: { type: 'string', pattern: '^[\\w-]{8,100}$' },
      },
    ],
  },
);

export const adminRefundRoutes = new Hono<AppEnv>().post(
  '/orders/:invoice/refunds',
  refundDoc,
  allow('orders:refund'),
  validate('param', InvoiceParam),
  async (c, next) => {
    if (!KEY_PATTERN.test(c.req.header('Idempotency-Key') ?? ''))
      return c.json({ message: KEY_MESSAGE, errors: { 'Idempotency-Key': KEY_MESSAGE } }, 400);
    await next();
  },
  validate('json', RefundBody),
  async (c) => {
    const { invoice } = c.req.valid('param');
    const body = c.req.valid('json');
    const result = await refundOrder(c.var.deps, c.var.actor, invoice, c.req.header('Idempotency-Key')!, {
      ...(body.lines && { lines: body.lines }),
      ...(body.amount_cents !== undefined && { amountCents: body.amount_cents }),
      reason: body.reason,
      restock: body.restock,
    });
    return c.json(result.body, result.status);
  },
);
