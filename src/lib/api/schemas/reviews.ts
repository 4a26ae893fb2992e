/**
 * Reviews' wire shapes (docs/api.md#reviews): the review link a request email carries, submitting a
 * review and its photos, a product's approved reviews, the back office's moderation queue and the
 * fitment queue that did-not-fit reviews and returns feed.
 */
import * as v from 'valibot';
import { FIT_RATINGS, type FitRating, REJECT_REASONS, type RejectReason } from '../../reviews/reviews.ts';
import { Count, Id, paged, Timestamp } from './common.ts';

const FitSchema = v.nullable(v.picklist(Object.keys(FIT_RATINGS) as FitRating[]));
const StatusSchema = v.picklist(['pending', 'approved', 'rejected']);

/** GET /review-links/{token}: the order line a signed link opens. */
export const ReviewLinkSchema = v.strictObject({
  data: v.strictObject({
    order_item_id: Id,
    order_number: v.string(),
    product: v.strictObject({
      id: Id,
      title: v.string(),
      /** The product's permalink. */
      slug: v.string(),
      /** Storage path of its featured image ('' for none). */
      image: v.string(),
    }),
    /** "2019 Ford Ranger PX3 3.2"; null when the line was bought for no vehicle (then no fit rating). */
    vehicle_label: v.nullable(v.string()),
  }),
});

/** POST /reviews: 201, waiting for moderation. */
export const ReviewCreatedSchema = v.strictObject({
  data: v.strictObject({ id: Id, status: v.literal('pending') }),
});

/** POST /reviews/photos: the stored photo's path, to name in POST /reviews. */
export const ReviewPhotoSchema = v.strictObject({ data: v.strictObject({ path: v.string() }) });

/** An approved review as the pages show it. */
export const PublicReviewSchema = v.pipe(
  v.strictObject({
    id: Id,
    /** "Sam T." */
    author_name: v.string(),
    quality: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    fit: FitSchema,
    /** The order line's vehicle ("Fitted to …"); null when bought for no vehicle. */
    vehicle_label: v.nullable(v.string()),
    title: v.string(),
    body: v.string(),
    /** Storage paths. */
    photos: v.array(v.string()),
    /** The shop's public reply ('' for none). */
    reply: v.string(),
    created_at: Timestamp,
    replied_at: v.nullable(Timestamp),
  }),
  v.metadata({ ref: 'Review' }),
);
export type ApiReview = v.InferOutput<typeof PublicReviewSchema>;

/** How owners of one vehicle (make, model and series) rated the fit: `fitted` of `total` said it fitted. */
export const FitSummarySchema = v.pipe(
  v.strictObject({
    /** Lowercase "make|model|series". */
    key: v.string(),
    /** "Ranger PX3" */
    name: v.string(),
    fitted: Count,
    total: Count,
  }),
  v.metadata({ ref: 'FitSummary' }),
);
export type ApiFitSummary = v.InferOutput<typeof FitSummarySchema>;

/** GET /products/{id}/reviews */
export const ProductReviewsSchema = v.strictObject({
  data: v.array(PublicReviewSchema),
  /** Average quality of the approved reviews, one decimal; null when there are none. */
  rating: v.nullable(v.number()),
  review_count: Count,
  page: Id,
  per_page: Id,
  last_page: Id,
});

/** A review in the back office's moderation queue. */
const AdminReviewSchema = v.strictObject({
  id: Id,
  product: v.nullable(v.strictObject({ id: Id, title: v.string() })),
  author_name: v.string(),
  quality: Count,
  fit: FitSchema,
  vehicle_label: v.nullable(v.string()),
  title: v.string(),
  body: v.string(),
  photos: v.array(v.string()),
  reply: v.string(),
  status: StatusSchema,
  reject_reason: v.nullable(v.picklist(Object.keys(REJECT_REASONS) as RejectReason[])),
  created_at: Timestamp,
  version: Id,
});
export type AdminReview = v.InferOutput<typeof AdminReviewSchema>;

export const AdminReviewListSchema = paged(AdminReviewSchema);
export const AdminReviewAnswerSchema = v.strictObject({ data: AdminReviewSchema });
export const StaleReviewSchema = v.strictObject({ message: v.string(), current: AdminReviewSchema });

/** A task of the fitment queue. */
const FitmentTaskSchema = v.strictObject({
  id: Id,
  product: v.strictObject({ id: Id, title: v.string(), sku: v.string() }),
  vehicle_label: v.string(),
  source: v.picklist(['review', 'return']),
  /** The review's or the return request's id. */
  source_id: Id,
  note: v.string(),
  status: v.picklist(['open', 'done']),
  created_at: Timestamp,
  resolved_at: v.nullable(Timestamp),
});
export type FitmentTask = v.InferOutput<typeof FitmentTaskSchema>;

export const FitmentTaskListSchema = paged(FitmentTaskSchema);
export const FitmentTaskAnswerSchema = v.strictObject({ data: FitmentTaskSchema });
