/**
 * The back office's orders, Bearer staff session (or the machine token):
 *   GET  /admin/dashboard                      today's paid orders and revenue, awaiting fulfilment, open returns
 *   GET  /admin/orders                         ?status=&payment_status=&from=&to=&q=&page=&per_page=&attempts=1
 *   GET  /admin/orders/{invoice}               the order's detail, timeline and refunds
 *   POST /admin/orders/{invoice}/status        { status, carrier?, tracking_number?, collected_by?, note? }
 *   POST /admin/orders/{invoice}/notes         { note }  (staff only)
 * Each route checks the role first (allow), so a wrong role gets 403 whatever it sent.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  DashboardSchema,
  OrderDetailAnswerSchema,
  OrderListSchema,
  TimelineEventAnswerSchema,
} from '../../lib/api/schemas/admin-orders.ts';
import { ORDER_STATUSES } from '../../lib/orders/fulfilment.ts';
import {
  CarrierSchema,
  NoteSchema,
  SHIP_CARRIER,
  SHIP_TRACKING,
  TrackingNumberSchema,
} from '../../lib/orders/order-forms.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { dashboard } from '../services/order-admin/dashboard.ts';
import { loadOrderDetail, ORDER_NOT_FOUND } from '../services/order-admin/detail.ts';
import { listOrders } from '../services/order-admin/list.ts';
import { addNote, moveOrder } from '../services/order-admin/moves.ts';
import { NOT_PAID_MESSAGE, PAYMENT_STATUSES, REFUND_FIRST_MESSAGE } from '../services/order-admin/rules.ts';
import { PAID_BEFORE_CANCEL, PROVIDER_DOWN_CANCEL } from '../services/order-cancel.ts';

const TAG = 'Back office';

const isDay = (text: string) => {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};
export const Day = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`),
    v.check(isDay, `${name} must be a date as YYYY-MM-DD`),
  );

const ListQuery = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`)),
    payment_status: v.optional(
      v.picklist(PAYMENT_STATUSES, `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}`),
    ),
    from: v.optional(Day('from')),
    to: v.optional(Day('to')),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
    page: v.optional(wholeNumberText('page', 1, 100_000)),
    per_page: v.optional(wholeNumberText('per_page', 1, 100)),
    attempts: v.optional(v.picklist(['0', '1'], 'attempts must be 0 or 1')),
  }),
  v.forward(
    v.check((o) => !o.from || !o.to || o.from <= o.to, 'from must not be after to'),
    ['from'],
  ),
);

/** An order number as staff may type it (any case). */
export const InvoiceNumber = v.pipe(
  v.string('The order number is not valid'),
  v.regex(/^[A-Za-z0-9-]{1,40}$/, 'The order number is not valid'),
  v.transform((s) => s.toUpperCase()),
);
export const InvoiceParam = v.strictObject({ invoice: InvoiceNumber });

const ONLY_SHIPPED = 'Only a shipped order has a carrier and tracking number.';
const COLLECTED_BY = 'Enter the name of the person who collected the order.';

const MoveSchema = v.pipe(
  v.strictObject(
    {
      status: v.picklist(
        ['processing', 'shipped', 'delivered', 'ready_to_collect', 'collected', 'cancelled'],
        'status must be processing, shipped, delivered, ready_to_collect, collected or cancelled',
      ),
      /** Who took a click & collect order away (a name as on their ID): required to mark it collected. */
      collected_by: v.optional(
        v.pipe(
          v.string('collected_by must be text'),
          v.trim(),
          v.nonEmpty(COLLECTED_BY),
          v.maxLength(120, 'collected_by must be at most 120 characters'),
        ),
      ),
      carrier: v.optional(CarrierSchema),
      tracking_number: v.optional(TrackingNumberSchema),
      note: v.optional(
        v.pipe(
          v.string('note must be text'),
          v.trim(),
          v.maxLength(2000, 'note must be at most 2000 characters'),
        ),
      ),
    },
    'Only status, carrier, tracking_number, collected_by and note can be sent',
  ),
  v.forward(
    v.check((o) => o.status !== 'collected' || o.collected_by !== undefined, COLLECTED_BY),
    ['collected_by'],
  ),
  v.forward(
    v.check(
      (o) => o.status === 'collected' || o.collected_by === undefined,
      'Only a collected order names who collected it.',
    ),
    ['collected_by'],
  ),
  v.forward(
    v.check((o) => o.status !== 'shipped' || o.carrier !== undefined, SHIP_CARRIER),
    ['carrier'],
  ),
  v.forward(
    v.check((o) => o.status !== 'shipped' || o.tracking_number !== undefined, SHIP_TRACKING),
    ['tracking_number'],
  ),
  v.forward(
    v.check(
      (o) => o.status === 'shipped' || (o.carrier === undefined && o.tracking_number === undefined),
      ONLY_SHIPPED,
    ),
    ['status'],
  ),
);

const security = { security: SHOP_TOKEN };
const signIn = {
  401: 'Not signed in to the back office.',
  403: 'Your role does not allow this.',
};

const docs = {
  dashboard: doc(
    TAG,
    "Today's paid orders and revenue (Australia/Sydney day), orders awaiting fulfilment and open returns",
    { 200: DashboardSchema, ...signIn },
    security,
  ),
  list: doc(
    TAG,
    'Orders, newest first, paged, filtered and searched (order number prefix, email or name); payment attempts only with attempts=1 or a payment_status filter',
    { 200: OrderListSchema, 400: 'A query parameter is unknown or not valid.', ...signIn },
    security,
  ),
  detail: doc(
    TAG,
    "An order's detail: addresses, items and SKUs, totals, delivery plan and its shipments' labels, payment reference, tracking, timeline and refunds",
    { 200: OrderDetailAnswerSchema, 400: 'The order number is not valid.', 404: ORDER_NOT_FOUND, ...signIn },
    security,
  ),
  status: doc(
    TAG,
    'Move the order along (processing, shipped with carrier and tracking number, delivered, cancelled); cancelling an unpaid card order cancels its payment at the provider first; the customer is emailed at shipped, delivered and cancelled',
    {
      200: OrderDetailAnswerSchema,
      400: 'The order number is not valid, or the body is not a JSON object.',
      ...signIn,
      404: ORDER_NOT_FOUND,
      409: `The move is not allowed from the order's status ("An order that is Shipped cannot be marked Processing."), "${NOT_PAID_MESSAGE}", "${REFUND_FIRST_MESSAGE}" or "${PAID_BEFORE_CANCEL}" (the order is now paid). Nothing was cancelled.`,
      422: `A field breaks its rule (see errors): shipping needs a carrier and a tracking number. Nothing was changed.`,
      502: PROVIDER_DOWN_CANCEL,
    },
    { ...security, body: true },
  ),
  notes: doc(
    TAG,
    "Add a staff-only note to the order's timeline",
    {
      201: TimelineEventAnswerSchema,
      400: 'The order number is not valid, or the body is not a JSON object.',
      ...signIn,
      404: ORDER_NOT_FOUND,
      422: 'The note is empty or too long.',
    },
    { ...security, body: true },
  ),
};

export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/dashboard', docs.dashboard, allow('orders:read'), async (c) => c.json(await dashboard(c.var.db)))
  .get('/orders', docs.list, allow('orders:read'), validate('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listOrders(c.var.db, {
        status: q.status,
        paymentStatus: q.payment_status,
        from: q.from,
        to: q.to,
        q: q.q || undefined,
        page: q.page ?? 1,
        perPage: q.per_page ?? 25,
        attempts: q.attempts === '1',
      }),
    );
  })
  .get('/orders/:invoice', docs.detail, allow('orders:read'), validate('param', InvoiceParam), async (c) => {
    const detail = await loadOrderDetail(
      c.var.db,
      c.req.valid('param').invoice,
      c.var.deps.freight?.carriers,
    );
    return detail ? c.json({ data: detail }) : c.json({ message: ORDER_NOT_FOUND }, 404);
  })
  .post(
    '/orders/:invoice/status',
    docs.status,
    allow('orders:fulfil'),
    validate('param', InvoiceParam),
    validate('json', MoveSchema),
    async (c) => {
      const body = c.req.valid('json');
      const result = await moveOrder(c.var.deps, c.var.actor, c.req.valid('param').invoice, {
        ...body,
        note: body.note || undefined,
      });
      return c.json(result.body, result.status);
    },
  )
  .post(
    '/orders/:invoice/notes',
    docs.notes,
    allow('orders:fulfil'),
    validate('param', InvoiceParam),
    validate('json', NoteSchema),
    async (c) => {
      const result = await addNote(
        c.var.db,
        c.var.actor,
        c.req.valid('param').invoice,
        c.req.valid('json').note,
      );
      return c.json(result.body, result.status);
    },
  );
