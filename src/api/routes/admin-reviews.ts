/**
 * The back office's review moderation and fitment queue (catalogue:write: catalogue staff and admins):
 *   GET  /admin/reviews?status=pending|approved|rejected&page=
 *   POST /admin/reviews/{id}/approve   { version }
 *   POST /admin/reviews/{id}/reject    { reason, version }   reason from lib/reviews' REJECT_REASONS only
 *   PUT  /admin/reviews/{id}/reply     { reply, version }    public; '' removes it
 *   GET  /admin/fitment-tasks?status=open|done&page=
 *   POST /admin/fitment-tasks/{id}/done
 * A save from an old version changes nothing and answers 409 with the review as it is now. A change
 * the product's pages show asks the site to rebuild that product.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminReviewAnswerSchema,
  AdminReviewListSchema,
  FitmentTaskAnswerSchema,
  FitmentTaskListSchema,
  StaleReviewSchema,
} from '../../lib/api/schemas/reviews.ts';
import { REVIEW_LIMITS, RejectSchema } from '../../lib/reviews/reviews.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { finishFitmentTask, listFitmentTasks, TASK_NOT_FOUND } from '../services/reviews/fitment-tasks.ts';
import {
  listReviews,
  type Moderation,
  type ModerationResult,
  moderateReview,
  REVIEW_NOT_FOUND,
} from '../services/reviews/moderation.ts';

const Version = v.pipe(
  v.number('version is required'),
  v.integer('version must be a whole number'),
  v.minValue(1, 'version must be at least 1'),
  v.maxValue(2_147_483_647, 'version is too large'),
);
const IdParam = validate('param', v.strictObject({ id: wholeNumberText('id') }));
const Page = v.optional(positiveIntText('page', 100_000), '1');

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const STALE = {
  description: 'Someone moderated the review since this version; nothing was changed.',
  content: jsonContent(StaleReviewSchema),
};
const moderation = (summary: string, more422: string) =>
  doc(
    TAG,
    summary,
    {
      200: AdminReviewAnswerSchema,
      400: 'The id is not a whole number, or the body is not a JSON object.',
      ...AUTH,
      404: REVIEW_NOT_FOUND,
      409: STALE,
      422: `The version is missing. ${more422}`.trim(),
    },
    { security: SHOP_TOKEN, body: true },
  );
const docs = {
  list: doc(
    TAG,
    'Reviews in one status (pending oldest first, the others newest first), 20 a page',
    { 200: AdminReviewListSchema, 400: 'The status or page is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
  approve: moderation('Approve a review: it shows and counts on the product page; the product rebuilds', ''),
  reject: moderation(
    'Reject a review for a reason from the list (never for being negative); recorded in the audit log',
    'Or the reason is missing or not one of the list (abusive, off_topic, personal_data, not_about_product).',
  ),
  reply: moderation(
    "The shop's public reply to a review ('' removes it)",
    `Or the reply is longer than ${REVIEW_LIMITS.reply} characters.`,
  ),
  tasks: doc(
    TAG,
    'The fitment queue: products that did not fit a vehicle, by review or return, newest first',
    { 200: FitmentTaskListSchema, 400: 'The status or page is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
  done: doc(
    TAG,
    'Mark a fitment task done',
    { 200: FitmentTaskAnswerSchema, 400: 'The id is not a whole number.', ...AUTH, 404: TASK_NOT_FOUND },
    { security: SHOP_TOKEN },
  ),
};

async function moderate(c: Context<AppEnv>, id: number, version: number, m: Moderation) {
  const result: ModerationResult = await moderateReview(c.var.db, c.var.actor, id, version, m);
  if (result.status === 404) return c.json({ message: result.message }, 404);
  if (result.status === 409) return c.json({ message: result.message, current: result.current }, 409);
  if (result.productChanged !== null)
    c.var.deps.catalogueChanged(`product ${result.productChanged} reviews changed`);
  return c.json({ data: result.data });
}

// The role check is on each route: a sub-app's use() would apply to every /admin route after it.
export const adminReviewRoutes = new Hono<AppEnv>()
  .get(
    '/reviews',
    docs.list,
    allow('catalogue:write'),
    validate(
      'query',
      v.strictObject({
        status: v.optional(
          v.picklist(['pending', 'approved', 'rejected'], 'status must be pending, approved or rejected'),
          'pending',
        ),
        page: Page,
      }),
    ),
    async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await listReviews(c.var.db, status, page));
    },
  )
  .post(
    '/reviews/:id/approve',
    docs.approve,
    allow('catalogue:write'),
    IdParam,
    validate('json', v.object({ version: Version })),
    (c) => moderate(c, c.req.valid('param').id, c.req.valid('json').version, { kind: 'approve' }),
  )
  .post(
    '/reviews/:id/reject',
    docs.reject,
    allow('catalogue:write'),
    IdParam,
    validate('json', v.object({ ...RejectSchema.entries, version: Version })),
    (c) => {
      const { reason, version } = c.req.valid('json');
      return moderate(c, c.req.valid('param').id, version, { kind: 'reject', reason });
    },
  )
  .put(
    '/reviews/:id/reply',
    docs.reply,
    allow('catalogue:write'),
    IdParam,
    validate(
      'json',
      v.object({
        reply: v.pipe(
          v.string('reply must be text'),
          v.trim(),
          v.maxLength(REVIEW_LIMITS.reply, `Reply is too long (at most ${REVIEW_LIMITS.reply} characters)`),
        ),
        version: Version,
      }),
    ),
    (c) => {
      const { reply, version } = c.req.valid('json');
      return moderate(c, c.req.valid('param').id, version, { kind: 'reply', reply });
    },
  )
  .get(
    '/fitment-tasks',
    docs.tasks,
    allow('catalogue:write'),
    validate(
      'query',
      v.strictObject({
        status: v.optional(v.picklist(['open', 'done'], 'status must be open or done'), 'open'),
        page: Page,
      }),
    ),
    async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await listFitmentTasks(c.var.db, status, page));
    },
  )
  .post('/fitment-tasks/:id/done', docs.done, allow('catalogue:write'), IdParam, async (c) => {
    const task = await finishFitmentTask(c.var.db, c.var.actor, c.req.valid('param').id);
    return task ? c.json({ data: task }) : c.json({ message: TASK_NOT_FOUND }, 404);
  });
