/**
 * Verified-purchase reviews (docs/api.md#reviews):
 *   GET  /review-links/{token}      the order line a review request's signed link opens
 *   POST /reviews                   a review of a line: by `token` (anyone holding the link) or by
 *                                   `order_item_id` (the signed-in member whose order it is)
 *   POST /reviews/photos            a photo for that line (multipart `file` with `token` or `order_item_id`)
 *   GET  /products/{id}/reviews     a product's approved reviews, 20 a page, with its rating
 * A line takes one review; it waits for moderation before any page shows or counts it.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ProductReviewsSchema,
  ReviewCreatedSchema,
  ReviewLinkSchema,
  ReviewPhotoSchema,
} from '../../lib/api/schemas/reviews.ts';
import { MAX_INT4 } from '../../lib/forms/limits.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES, ReviewSchema } from '../../lib/reviews/reviews.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser } from '../http/auth.ts';
import { BEARER, doc, requestBody } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { UPLOAD_MESSAGES } from '../services/image-upload.ts';
import { type LineResult, lineByToken, lineForMember } from '../services/reviews/lines.ts';
import { PHOTO_MESSAGES, photosProblem, storeReviewPhoto } from '../services/reviews/photos.ts';
import { productReviews } from '../services/reviews/product-reviews.ts';
import { FIT_MESSAGES, submitReview } from '../services/reviews/submit.ts';
import { NOT_SAVED, orUnavailable } from '../storage/http.ts';
import { publicStorage } from '../storage/of-deps.ts';

const WHICH_LINE = 'Open the review link from your email, or sign in and review the item from your order.';
const SIGN_IN = 'Please sign in to continue.';
const FORM_TYPE = /^multipart\/form-data/i;
const NO_FILE = 'Send the photo in the form field "file".';

const Token = v.pipe(v.string('token must be text'), v.maxLength(200, REVIEW_MESSAGES.invalidLink));
const ItemId = v.pipe(
  v.number('order_item_id must be a whole number'),
  v.integer('order_item_id must be a whole number'),
  v.minValue(1, 'order_item_id must be a whole number'),
  v.maxValue(MAX_INT4, REVIEW_MESSAGES.noSuchLine),
);

const SubmitSchema = v.object({
  token: v.optional(Token),
  order_item_id: v.optional(ItemId),
  ...ReviewSchema.entries,
  photos: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(PHOTO_MESSAGES.notYours), v.maxLength(200, PHOTO_MESSAGES.notYours))),
      v.maxLength(REVIEW_LIMITS.photos, PHOTO_MESSAGES.tooMany),
    ),
    [],
  ),
});

/** The line named by a token or (for the signed-in member) an order item id. */
async function lineOf(
  c: Context<AppEnv>,
  which: { token?: string | undefined; order_item_id?: number | undefined },
): Promise<LineResult> {
  if (which.token !== undefined) return lineByToken(c.var.db, c.var.deps.resetCodeSecret, which.token);
  if (which.order_item_id === undefined) return { ok: false, status: 422, message: WHICH_LINE };
  if (!c.var.user) return { ok: false, status: 401, message: SIGN_IN };
  return lineForMember(c.var.db, c.var.user, which.order_item_id);
}

const refusal = (c: Context<AppEnv>, r: Extract<LineResult, { ok: false }>) =>
  c.json(
    r.status === 422 && r.message === WHICH_LINE
      ? { message: r.message, errors: { token: r.message } }
      : { message: r.message },
    r.status,
  );

const TAG = 'Reviews';
const LINE_ERRORS = {
  401: 'order_item_id was sent without signing in.',
  404: `${REVIEW_MESSAGES.invalidLink} Or: ${REVIEW_MESSAGES.noSuchLine}`,
  409: REVIEW_MESSAGES.reviewed,
  410: REVIEW_MESSAGES.expiredLink,
};
const docs = {
  link: doc(TAG, 'The order line a signed review link is for', {
    200: ReviewLinkSchema,
    404: REVIEW_MESSAGES.invalidLink,
    409: REVIEW_MESSAGES.reviewed,
    410: REVIEW_MESSAGES.expiredLink,
    422: `${REVIEW_MESSAGES.notYet} Or: ${REVIEW_MESSAGES.productGone}`,
  }),
  submit: doc(
    TAG,
    "Review an order line (once): with the emailed link's token, or as the signed-in member by order_item_id; waits for moderation",
    {
      201: ReviewCreatedSchema,
      400: 'The body is not a JSON object.',
      ...LINE_ERRORS,
      422: `A field breaks its rule (see errors): the rating, title or review; the fit rating (${FIT_MESSAGES.required}, or none for a line bought for no vehicle); photos not uploaded for this line; neither token nor order_item_id; or the order is not delivered or collected yet.`,
      429: 'Too many requests; try again after Retry-After seconds.',
    },
    { security: [{}, ...BEARER], body: true },
  ),
  photo: doc(
    TAG,
    'Upload a photo for a review of an order line (PNG, JPEG or WebP; stored as WebP without metadata)',
    {
      201: ReviewPhotoSchema,
      400: 'The body is not a multipart form with a file in "file".',
      ...LINE_ERRORS,
      413: UPLOAD_MESSAGES.tooLarge,
      422: `${UPLOAD_MESSAGES.notImage} Or the image is too small or too large, or neither token nor order_item_id was sent. Nothing was stored.`,
      429: 'Too many requests; try again after Retry-After seconds.',
      503: NOT_SAVED,
    },
    {
      security: [{}, ...BEARER],
      requestBody: requestBody({
        'multipart/form-data': v.object({
          file: v.pipe(v.string(), v.description('The photo (PNG, JPEG or WebP, at most 10 MB)')),
          token: v.optional(v.string()),
          order_item_id: v.optional(v.pipe(v.string(), v.description('A whole number'))),
        }),
      }),
    },
  ),
  list: doc(TAG, "A product's approved reviews, newest first, 20 a page, with its rating and count", {
    200: ProductReviewsSchema,
    400: 'The id or page is not a whole number, or a query parameter is unknown.',
    404: 'No such product.',
  }),
};

export const reviewRoutes = new Hono<AppEnv>()
  .get('/review-links/:token', docs.link, validate('param', v.strictObject({ token: Token })), async (c) => {
    const found = await lineByToken(c.var.db, c.var.deps.resetCodeSecret, c.req.valid('param').token);
    if (!found.ok) return c.json({ message: found.message }, found.status);
    const { item, order, product } = found.line;
    return c.json({
      data: {
        order_item_id: item.id,
        order_number: order.invoiceNumber,
        product: {
          id: product.id,
          title: product.title,
          slug: product.permalink,
          image: product.featuredImage,
        },
        vehicle_label: item.vehicle?.label ?? null,
      },
    });
  })
  .post(
    '/reviews',
    docs.submit,
    rateLimit('review'),
    optionalUser,
    validate('json', SubmitSchema),
    async (c) => {
      const body = c.req.valid('json');
      const found = await lineOf(c, body);
      if (!found.ok) return refusal(c, found);
      const itemId = found.line.item.id;
      const photoRule = await orUnavailable('review photos', () =>
        photosProblem(publicStorage(c.var.deps), itemId, body.photos),
      );
      if (photoRule) return c.json({ message: photoRule, errors: { photos: photoRule } }, 422);
      const { quality, fit, title, body: text } = body;
      const result = await submitReview(
        c.var.db,
        found.line,
        { quality, fit, title, body: text },
        body.photos,
        body.token === undefined ? (c.var.user?.id ?? null) : null,
      );
      if (result.status === 201) return c.json({ data: { id: result.id, status: 'pending' as const } }, 201);
      return c.json(
        result.status === 422
          ? { message: result.message, errors: result.errors }
          : { message: result.message },
        result.status,
      );
    },
  )
  .post('/reviews/photos', docs.photo, rateLimit('review'), optionalUser, async (c) => {
    if (!FORM_TYPE.test(c.req.header('Content-Type') ?? ''))
      return c.json({ message: 'Send the photo as a form (multipart/form-data).' }, 400);
    const form = await c.req.parseBody({ all: false }).catch(() => null);
    if (!form) return c.json({ message: 'The form could not be read.' }, 400);
    const token = typeof form.token === 'string' && form.token ? form.token : undefined;
    const rawId = typeof form.order_item_id === 'string' ? form.order_item_id.trim() : '';
    if (token === undefined && rawId && !/^\d{1,10}$/.test(rawId))
      return c.json(
        {
          message: 'order_item_id must be a whole number',
          errors: { order_item_id: 'order_item_id must be a whole number' },
        },
        422,
      );
    const found = await lineOf(c, {
      token,
      order_item_id: rawId ? Math.min(Number(rawId), MAX_INT4) : undefined,
    });
    if (!found.ok) return refusal(c, found);
    const file = form.file;
    if (!(file instanceof File)) return c.json({ message: NO_FILE, errors: { file: NO_FILE } }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = await orUnavailable(
      'review photo',
      () => storeReviewPhoto(publicStorage(c.var.deps), found.line.item.id, bytes),
      NOT_SAVED,
    );
    if (!stored.ok)
      return c.json({ message: stored.message, errors: { file: stored.message } }, stored.status);
    return c.json({ data: { path: stored.path } }, 201);
  })
  .get(
    '/products/:id/reviews',
    docs.list,
    validate('param', v.strictObject({ id: wholeNumberText('Product id') })),
    validate('query', v.strictObject({ page: v.optional(positiveIntText('page', 10_000), '1') })),
    async (c) => {
      const answer = await productReviews(c.var.db, c.req.valid('param').id, c.req.valid('query').page);
      return answer ? c.json(answer) : c.json({ message: 'No such product.' }, 404);
    },
  );
