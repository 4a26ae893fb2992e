/**
 * The back office's returns queue, under /admin:
 *   GET  /returns              ?status=open|all|<status>&page=&per_page=   (open: requested, approved, received)
 *   GET  /returns/{id}         the request, its reason, attachment link and order lines
 *   POST /returns/{id}/status  { status, note?, refund? }  a decision; the customer is emailed at each one.
 * 'refunded' needs the orders:refund permission too and an Idempotency-Key header: it refunds through
 * the payment adapter (services/refunds) and moves the return only when the refund succeeded.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '../../lib/account/staff-roles.ts';
import { ReturnAnswerSchema, ReturnListSchema } from '../../lib/api/schemas/admin-returns.ts';
import { RETURN_STATUSES } from '../../lib/orders/fulfilment.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { decideReturn, listReturns, loadReturn, RETURN_FILTERS } from '../services/returns-admin.ts';

const TAG = 'Back office';
export const RETURN_KEY_MESSAGE = 'Send an Idempotency-Key header with a refund.';
const NOTE_MAX = 2000;

const ListQuery = v.strictObject({
  status: v.optional(
    v.picklist(RETURN_FILTERS, `status must be one of ${RETURN_FILTERS.join(', ')}`),
    'open',
  ),
  page: v.optional(positiveIntText('page'), '1'),
  per_page: v.optional(wholeNumberText('per_page', 1, 100), '25'),
});

const IdParam = v.strictObject({ id: wholeNumberText('Return id') });

const Count = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(2_147_483_647, `${name} is too large`),
  );
const Cents = (name: string, min: number) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be whole cents`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(100_000_000, `${name} is too large`),
  );

const DecisionSchema = v.pipe(
  v.strictObject({
    status: v.picklist(
      RETURN_STATUSES.filter((s) => s !== 'requested'),
      'status must be approved, rejected, received, refunded or replaced',
    ),
    note: v.optional(
      v.pipe(
        v.string('note must be text'),
        v.maxLength(NOTE_MAX, `note must be at most ${NOTE_MAX} characters`),
      ),
    ),
    refund: v.optional(
      v.pipe(
        v.strictObject(
          {
            lines: v.optional(
              v.pipe(
                v.array(
                  v.strictObject({ item_id: Count('item_id'), quantity: Count('quantity') }),
                  'lines must be a list of { item_id, quantity }',
                ),
                v.minLength(1, 'lines must name at least one line'),
                v.maxLength(200),
              ),
            ),
            amount_cents: v.optional(Cents('amount_cents', 1)),
            fee_cents: v.optional(Cents('fee_cents', 0)),
          },
          'refund can only have lines, amount_cents and fee_cents',
        ),
        v.check((r) => !(r.lines && r.amount_cents !== undefined), 'Refund by lines or by amount, not both.'),
      ),
    ),
  }),
  v.check((d) => !d.refund || d.status === 'refunded', 'refund goes only with status refunded.'),
);

const docs = {
  list: doc(
    TAG,
    'The returns queue, newest first',
    {
      200: ReturnListSchema,
      400: 'A query parameter is unknown or malformed.',
      401: SIGN_IN_MESSAGE,
      403: FORBIDDEN_MESSAGE,
    },
    { security: SHOP_TOKEN },
  ),
  detail: doc(
    TAG,
    'A return request with its order',
    {
      200: ReturnAnswerSchema,
      400: 'The id is not a whole number.',
      401: SIGN_IN_MESSAGE,
      403: FORBIDDEN_MESSAGE,
      404: 'No such return request.',
    },
    { security: SHOP_TOKEN },
  ),
  status: doc(
    TAG,
    'Decide on a return: approve, reject, mark received, refund or replace; the customer is emailed',
    {
      200: ReturnAnswerSchema,
      400: `The id is not a whole number, the body is not a JSON object, or a refund without Idempotency-Key ('${RETURN_KEY_MESSAGE}').`,
      401: SIGN_IN_MESSAGE,
      403: `${FORBIDDEN_MESSAGE} (refunding also needs the refund permission)`,
      404: 'No such return request.',
      409: 'The return cannot move to that status from where it is, it is not linked to a paid order, or the refund is more than what is left.',
      422: 'A field breaks its rule (see errors), e.g. a fee on a return that is not a change of mind.',
      502: 'The payment provider refused the refund; the return did not move.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
};

export const adminReturnRoutes = new Hono<AppEnv>()
  .get('/returns', docs.list, allow('returns:read'), validate('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listReturns(c.var.db, { status: q.status, page: q.page, perPage: q.per_page }), 200);
  })
  .get('/returns/:id', docs.detail, allow('returns:read'), validate('param', IdParam), async (c) => {
    const data = await loadReturn(c.var.db, c.req.valid('param').id);
    if (!data) return c.json({ message: 'No such return request.' }, 404);
    return c.json({ data }, 200);
  })
  .post(
    '/returns/:id/status',
    docs.status,
    allow('returns:decide'),
    validate('param', IdParam),
    validate('json', DecisionSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const actor = c.var.actor!;
      let key: string | null = null;
      if (body.status === 'refunded') {
        if (actor.kind === 'staff' && !can(actor.staff.role, 'orders:refund'))
          return c.json({ message: FORBIDDEN_MESSAGE }, 403);
        key = c.req.header('Idempotency-Key')?.trim() || null;
        if (!key || key.length > 200) return c.json({ message: RETURN_KEY_MESSAGE }, 400);
      }
      const result = await decideReturn(c.var.deps, actor, id, body, key);
      if (result.status !== 200) return c.json(result.body, result.status);
      return c.json({ data: (await loadReturn(c.var.db, id))! }, 200);
    },
  );
