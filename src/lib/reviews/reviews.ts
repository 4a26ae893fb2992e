/**
 * Reviews from real buyers (docs/design.md#ratings-and-reviews): the words and limits shared by the
 * review form, the API that checks it, the back office and the pages that show reviews.
 */
import * as v from 'valibot';

/** How the part fitted the vehicle the line was bought for. */
export const FIT_RATINGS = {
  fitted: 'Fitted perfectly',
  needed_changes: 'Needed changes to fit',
  did_not_fit: 'Did not fit',
} as const;
export type FitRating = keyof typeof FIT_RATINGS;

/**
 * The only reasons staff may reject a review for (ACCC: a business must not hide reviews for being
 * negative). Being negative is not among them, and no other reason is taken.
 */
export const REJECT_REASONS = {
  abusive: 'Abusive or offensive',
  off_topic: 'Off-topic',
  personal_data: 'Contains personal data',
  not_about_product: 'Not about the product',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;

/** What the API answers, and the review page says, when a line cannot be reviewed. */
export const REVIEW_MESSAGES = {
  invalidLink: 'This review link is not valid.',
  expiredLink: 'This review link has expired.',
  reviewed: 'You have already reviewed this item.',
  noSuchLine: 'No such item on your orders.',
  notYet: 'You can review this item once it has been delivered or collected.',
  productGone: 'This product is no longer in the catalogue, so it cannot be reviewed.',
} as const;

export const REVIEW_LIMITS = { title: 120, body: 5000, photos: 4, reply: 2000 } as const;

/** The fewest reviews from owners of one vehicle before the pages say how many of them it fitted. */
export const FIT_SUMMARY_MIN = 3;

const text = (message: string, max: number, label: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `${label} is too long`));

/** What a buyer submits (photos are uploaded separately and named by their storage paths). */
export const ReviewSchema = v.object({
  quality: v.pipe(
    v.number('Choose a rating from 1 to 5 stars'),
    v.integer('Choose a rating from 1 to 5 stars'),
    v.minValue(1, 'Choose a rating from 1 to 5 stars'),
    v.maxValue(5, 'Choose a rating from 1 to 5 stars'),
  ),
  fit: v.optional(
    v.nullable(
      v.picklist(Object.keys(FIT_RATINGS) as FitRating[], 'Choose how the part fitted your vehicle'),
    ),
  ),
  title: text('Title is required', REVIEW_LIMITS.title, 'Title'),
  body: text('Review is required', REVIEW_LIMITS.body, 'Review'),
});
export type ReviewInput = v.InferOutput<typeof ReviewSchema>;

export const RejectSchema = v.object({
  reason: v.picklist(
    Object.keys(REJECT_REASONS) as RejectReason[],
    `Choose a reason from the list: ${Object.values(REJECT_REASONS).join(', ')}`,
  ),
});

/** "Fitted to 2019 Ford Ranger PX3 3.2", from the order line's vehicle label. */
export const fittedTo = (vehicleLabel: string) => `Fitted to ${vehicleLabel}`;

/** "Rated 4.6 out of 5 from 13 reviews". */
export function ratingText(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * Which owners a fit summary counts together: one make, model and series ("ford|ranger|px3"), from an
 * order line's vehicle (the API's fit_summary) or a vehicle of the selector (the product page).
 */
export function fitSummaryKey(vehicle: { make: string; model: string; series: string }): string {
  return `${vehicle.make}|${vehicle.model}|${vehicle.series}`.toLowerCase();
}

/** "12 of 13 owners of a Ranger PX3 say it fitted". */
export function fitSummaryText(fitted: number, total: number, vehicleName: string): string {
  return `${fitted} of ${total} owners of a ${vehicleName} say it fitted`;
}
