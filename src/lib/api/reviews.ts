/**
 * The review form's calls: what is being reviewed (a guest's signed link, or a member's own order
 * line), the photo uploads and the review itself. A guest is named by the link's token, a member by
 * the order line's id (the session's token goes with every call).
 */

import { REVIEW_MESSAGES, type ReviewInput } from '../reviews/reviews.ts';
import type { ApiClient } from './client.ts';
import { ShopperError } from './failures.ts';
import { findOrder } from './orders.ts';

/** Who is reviewing: the signed link's token (anyone holding it), or a member's order line. */
export type Reviewer = { token: string } | { orderItemId: number };

/** The order line being reviewed, as the form shows it. */
export interface ReviewTarget {
  orderNumber: string;
  title: string;
  /** The product image's path or address; null when none is known. */
  image: string | null;
  /** The vehicle the line was bought for ("2019 Ford Ranger PX3 3.2"): the fit question is asked only then. */
  vehicleLabel: string | null;
}

interface LinkAnswer {
  data: {
    order_item_id: number;
    order_number: string;
    product: { id: number; title: string; slug: string; image: string | null };
    vehicle_label: string | null;
  };
}

/** What the fields of a call name the reviewer by. */
const who = (reviewer: Reviewer) =>
  'token' in reviewer ? { token: reviewer.token } : { order_item_id: reviewer.orderItemId };

/** GET /review-links/:token: the line the link is for; the API's 404, 410 and 409 say why it cannot be used. */
export async function linkTarget(api: ApiClient, token: string): Promise<ReviewTarget> {
  const { data } = await api.get<LinkAnswer>(`/review-links/${encodeURIComponent(token)}`);
  return {
    orderNumber: data.order_number,
    title: data.product.title,
    image: data.product.image,
    vehicleLabel: data.vehicle_label,
  };
}

/** The member's own order line (GET /orders-detail), when it may be reviewed now. */
export async function memberTarget(api: ApiClient, invoice: string, itemId: number): Promise<ReviewTarget> {
  const order = await findOrder(api, invoice, 'member');
  const line = order?.lines.find((l) => l.id === itemId);
  if (!order || !line) throw new ShopperError(REVIEW_MESSAGES.noSuchLine);
  if (line.review) throw new ShopperError(REVIEW_MESSAGES.reviewed);
  if (!line.canReview) throw new ShopperError(REVIEW_MESSAGES.notYet);
  return {
    orderNumber: order.invoiceNumber,
    title: line.title,
    image: null,
    vehicleLabel: line.vehicle ?? null,
  };
}

/** POST /reviews/photos: one photo, checked and stored by the server; its path. */
export async function uploadPhoto(api: ApiClient, reviewer: Reviewer, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  for (const [key, value] of Object.entries(who(reviewer))) form.append(key, String(value));
  return (await api.post<{ data: { path: string } }>('/reviews/photos', form)).data.path;
}

/** POST /reviews: the review, held for moderation. */
export async function sendReview(
  api: ApiClient,
  reviewer: Reviewer,
  review: ReviewInput & { photos: string[] },
): Promise<void> {
  await api.post('/reviews', { ...who(reviewer), ...review });
}
