/**
 * The back office's customers, under /admin:
 *   GET /customers               ?q=&page=&per_page=   search by name or email
 *   GET /customers/{id}          detail: trade application (ABN), plans, addresses, orders
 *   POST /customers/{id}/trade   { decision: 'approve' | 'reject' }  a trade application
 *   PUT /customers/{id}/plans    { plan_ids }  exactly the membership plans the customer holds
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CustomerAnswerSchema, CustomerListSchema } from '../../lib/api/schemas/admin-customers.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { decideTrade, listCustomers, loadCustomer, setPlans } from '../services/customers-admin.ts';

const TAG = 'Back office';
const NOT_FOUND = 'No such customer.';

const ListQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters')), ''),
  page: v.optional(positiveIntText('page'), '1'),
  per_page: v.optional(wholeNumberText('per_page', 1, 100), '25'),
});
const IdParam = v.strictObject({ id: wholeNumberText('Customer id') });

const TradeSchema = v.strictObject({
  decision: v.picklist(['approve', 'reject'], 'decision must be approve or reject'),
});
const PlansSchema = v.strictObject({
  plan_ids: v.pipe(
    v.array(
      v.pipe(
        v.number('plan_ids must be numbers'),
        v.integer('plan_ids must be whole numbers'),
        v.minValue(1, 'plan_ids must be at least 1'),
        v.maxValue(2_147_483_647, 'plan_ids must be at most 2147483647'),
      ),
      'plan_ids must be a list of plan ids',
    ),
    v.maxLength(100, 'plan_ids can name at most 100 plans'),
  ),
});

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const docs = {
  list: doc(
    TAG,
    'Customers, newest first, searched by name or email',
    { 200: CustomerListSchema, 400: 'A query parameter is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
  detail: doc(
    TAG,
    'A customer with their trade application, plans, addresses and orders',
    { 200: CustomerAnswerSchema, 400: 'The id is not a whole number.', ...AUTH, 404: NOT_FOUND },
    { security: SHOP_TOKEN },
  ),
  trade: doc(
    TAG,
    "Approve or reject a customer's trade application",
    {
      200: CustomerAnswerSchema,
      400: 'The id is not a whole number, or the body is not a JSON object.',
      ...AUTH,
      404: NOT_FOUND,
      409: 'There is no application to decide, or no valid ABN or business name to approve.',
      422: 'decision must be approve or reject.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
  plans: doc(
    TAG,
    'Set the membership plans a customer holds',
    {
      200: CustomerAnswerSchema,
      400: 'The id is not a whole number, or the body is not a JSON object.',
      ...AUTH,
      404: NOT_FOUND,
      422: 'plan_ids is not a list of plan ids, or names a plan that does not exist.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
};

export const adminCustomerRoutes = new Hono<AppEnv>()
  .get('/customers', docs.list, allow('customers:read'), validate('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await listCustomers(c.var.db, { q: q.q, page: q.page, perPage: q.per_page }), 200);
  })
  .get('/customers/:id', docs.detail, allow('customers:read'), validate('param', IdParam), async (c) => {
    const data = await loadCustomer(c.var.db, c.req.valid('param').id);
    if (!data) return c.json({ message: NOT_FOUND }, 404);
    return c.json({ data }, 200);
  })
  .post(
    '/customers/:id/trade',
    docs.trade,
    allow('customers:write'),
    validate('param', IdParam),
    validate('json', TradeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await decideTrade(c.var.db, c.var.actor, id, c.req.valid('json').decision);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      // The approval email was written with the approval; deliver it now.
      await c.var.deps.outbox.deliver();
      return c.json({ data: (await loadCustomer(c.var.db, id))! }, 200);
    },
  )
  .put(
    '/customers/:id/plans',
    docs.plans,
    allow('customers:write'),
    validate('param', IdParam),
    validate('json', PlansSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await setPlans(c.var.db, c.var.actor, id, c.req.valid('json').plan_ids);
      if (result.status === 422)
        return c.json({ message: result.message, errors: { plan_ids: result.message } }, 422);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      return c.json({ data: (await loadCustomer(c.var.db, id))! }, 200);
    },
  );
