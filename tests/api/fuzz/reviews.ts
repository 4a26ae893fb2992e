/**
 * The review calls for the fuzz test: the signed link, a review (by token, or by order line for the
 * signed-in member), its photo, a product's reviews, and the back office's moderation and fitment
 * queue. Tokens signed with the test app's secret for the first order lines reach past the link check.
 */
import fc from 'fast-check';
import { signReviewToken } from '../../../src/api/services/reviews/review-links.ts';
import { jsonBody, param, query, segment } from './requests.ts';
import type { Endpoint } from './routes.ts';
import { field, text } from './values.ts';

/** tests/helpers/test-app.ts's resetCodeSecret. */
const SECRET = 'test-reset-code-secret';
const tokens = [1, 2, 3, 2147483647].map((id) => signReviewToken(SECRET, id));
const token = field(...tokens, '1.2.forged', '');
const id = segment('1', '2', '2147483648', '0');

const reviewFields = {
  token,
  order_item_id: field(1, 2, 0, 2 ** 31, '1'),
  quality: field(1, 5, 0, 6, 4.5, '5'),
  fit: field('fitted', 'needed_changes', 'did_not_fit', null, 'negative'),
  title: field('Good', ' '),
  body: field('Fitted in ten minutes.'),
  photos: field([], ['uploads/reviews/1/00000000000000000000000000000000.webp'], ['../x'], [1, 2, 3, 4, 5]),
};

export const reviewCalls: Endpoint[] = [
  {
    method: 'GET',
    route: '/review-links/:token',
    input: () => segment(...tokens, '1.2.forged').map((s) => ({ path: `/review-links/${s}` })),
  },
  {
    method: 'POST',
    route: '/reviews',
    auth: 'optional',
    input: () => jsonBody(reviewFields).map((body) => ({ path: '/reviews', body })),
  },
  {
    method: 'POST',
    route: '/reviews/photos',
    auth: 'optional',
    input: () =>
      fc
        .tuple(
          fc.record({ token, order_item_id: field('1', 'x', '99999999999') }, { requiredKeys: [] }),
          fc.option(fc.uint8Array({ maxLength: 64 })),
        )
        .map(([fields, bytes]) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(fields))
            form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
          if (bytes) form.append('file', new File([bytes], 'photo.png'));
          return { path: '/reviews/photos', body: form };
        }),
  },
  {
    method: 'GET',
    route: '/products/:id/reviews',
    input: (k) =>
      fc
        .tuple(segment(...k.productIds.map(String), '2147483648'), query({ page: param('1', '0', 'x') }))
        .map(([p, q]) => ({ path: `/products/${p}/reviews${q}` })),
  },
  {
    method: 'GET',
    route: '/admin/reviews',
    auth: 'admin',
    input: () =>
      query({ status: param('pending', 'approved', 'negative'), page: param('1', '0', '99999999999') }).map(
        (q) => ({ path: `/admin/reviews${q}` }),
      ),
  },
  ...(['approve', 'reject'] as const).map((action) => ({
    method: 'POST',
    route: `/admin/reviews/:id/${action}`,
    auth: 'admin' as const,
    input: () =>
      fc
        .tuple(
          id,
          jsonBody({ version: field(1, 0, 2 ** 31, '1'), reason: field('abusive', 'negative', text) }),
        )
        .map(([r, body]) => ({ path: `/admin/reviews/${r}/${action}`, body })),
  })),
  {
    method: 'PUT',
    route: '/admin/reviews/:id/reply',
    auth: 'admin',
    input: () =>
      fc
        .tuple(id, jsonBody({ version: field(1, 2), reply: field('', 'Thanks!', 'x'.repeat(2001)) }))
        .map(([r, body]) => ({ path: `/admin/reviews/${r}/reply`, body })),
  },
  {
    method: 'GET',
    route: '/admin/fitment-tasks',
    auth: 'admin',
    input: () =>
      query({ status: param('open', 'done', 'closed'), page: param('1', '0') }).map((q) => ({
        path: `/admin/fitment-tasks${q}`,
      })),
  },
  {
    method: 'POST',
    route: '/admin/fitment-tasks/:id/done',
    auth: 'admin',
    input: () => id.map((r) => ({ path: `/admin/fitment-tasks/${r}/done` })),
  },
];
