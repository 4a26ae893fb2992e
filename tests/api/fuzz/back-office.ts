/**
 * The back office's calls, sent with the shop's machine token so they get past the role
 * check into validation and the database: no input may make them answer 5xx.
 */
import fc from 'fast-check';
import { idempotencyKey, jsonBody, param, query, segment } from './requests.ts';
import type { Endpoint } from './routes.ts';
import { field, rarely } from './values.ts';

const order = segment('SCAAAAAAAAAA', 'sc23456789ab');
const id = segment('1', '2', '2147483648', '0');
const headers = (key: string | undefined) => (key === undefined ? {} : { 'Idempotency-Key': key });

export const backOffice: Endpoint[] = [
  {
    method: 'GET',
    route: '/admin/orders',
    auth: 'admin',
    input: () =>
      query({
        status: param('pending', 'processing', 'shipped'),
        payment_status: param('completed', 'failed'),
        from: param('2026-01-01', '2026-13-45'),
        to: param('2026-12-31'),
        q: param('SC', 'smith', '%_\\'),
        page: param('1', '0', '99999999999'),
        per_page: param('25', '101'),
        attempts: param('1', '0'),
      }).map((q) => ({ path: `/admin/orders${q}` })),
  },
  {
    method: 'POST',
    route: '/admin/orders/:invoice/status',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          order,
          jsonBody({
            status: field('processing', 'shipped', 'delivered', 'cancelled', 'refunded'),
            carrier: field('startrack', 'other', 'dhl'),
            tracking_number: field('AB123456789AU', ''),
            note: field('Left at the door'),
          }),
        )
        .map(([invoice, body]) => ({ path: `/admin/orders/${invoice}/status`, body })),
  },
  {
    method: 'POST',
    route: '/admin/orders/:invoice/refunds',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          order,
          jsonBody({
            amount_cents: field(100, 0, -1, 2 ** 31),
            lines: field([{ item_id: 1, quantity: 1 }], [{ item_id: 1, quantity: 0 }], []),
            reason: field('Damaged'),
          }),
          idempotencyKey,
        )
        .map(([invoice, body, key]) => ({
          path: `/admin/orders/${invoice}/refunds`,
          body,
          headers: headers(key),
        })),
  },
  {
    method: 'POST',
    route: '/admin/orders/:invoice/shipments/:index/book',
    auth: 'admin',
    input: () =>
      fc
        .tuple(order, segment('0', '1', '99', '100', '-1', '2147483648'))
        .map(([invoice, index]) => ({ path: `/admin/orders/${invoice}/shipments/${index}/book` })),
  },
  {
    method: 'GET',
    route: '/admin/orders/:invoice/shipments/:index/label',
    auth: 'admin',
    input: () =>
      fc
        .tuple(order, segment('0', '1', '99', '100', '-1', '2147483648'))
        .map(([invoice, index]) => ({ path: `/admin/orders/${invoice}/shipments/${index}/label` })),
  },
  {
    method: 'POST',
    route: '/admin/returns/:id/status',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          id,
          jsonBody({
            status: field('approved', 'rejected', 'received', 'refunded'),
            note: field('Thanks'),
            refund: field({ amount_cents: 100 }, { fee_cents: 500 }, { lines: [] }),
          }),
          idempotencyKey,
        )
        .map(([rid, body, key]) => ({ path: `/admin/returns/${rid}/status`, body, headers: headers(key) })),
  },
  {
    method: 'PUT',
    route: '/admin/customers/:id/plans',
    auth: 'admin',
    input: () =>
      fc
        .tuple(id, jsonBody({ plan_ids: field([1], [], [1, 1], [2147483648]) }))
        .map(([cid, body]) => ({ path: `/admin/customers/${cid}/plans`, body })),
  },
  {
    method: 'POST',
    route: '/admin/staff',
    auth: 'admin',
    input: () =>
      jsonBody({
        email: field('new@staff.test', 'a@b'),
        name: field('New Person'),
        role: field('support', 'owner', 'root'),
        password: rarely('Staff!2345-long'),
      }).map((body) => ({ path: '/admin/staff', body })),
  },
  {
    method: 'PATCH',
    route: '/admin/staff/:id',
    auth: 'admin',
    input: () =>
      fc
        .tuple(
          id,
          jsonBody({ role: field('editor', 'root'), disabled: field(true, false), name: field('X') }),
        )
        .map(([sid, body]) => ({ path: `/admin/staff/${sid}`, body })),
  },
  {
    method: 'POST',
    route: '/admin/staff/:id/password-reset',
    auth: 'admin',
    input: () => id.map((sid) => ({ path: `/admin/staff/${sid}/password-reset` })),
  },
  {
    method: 'POST',
    route: '/admin/password',
    auth: 'admin',
    input: () =>
      jsonBody({
        current_password: field('Staff!2345-long', ''),
        new_password: field('a-brand-new-password-9', 'short'),
      }).map((body) => ({ path: '/admin/password', body })),
  },
  {
    method: 'POST',
    route: '/admin/password-reset',
    input: () =>
      jsonBody({
        token: field('A'.repeat(43), 'short', 'x'.repeat(101)),
        password: field('a-brand-new-password-9', 'short'),
      }).map((body) => ({ path: '/admin/password-reset', body })),
  },
];
