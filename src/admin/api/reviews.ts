/**
 * Reviews in the back office: the moderation queue by status, and the decisions on one review
 * (approve; reject for a listed reason; the shop's public reply), each sent with the version the
 * screen showed, so a decision on a review someone changed meanwhile is refused (409).
 */
import { useMutation } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { RejectReason } from '../../lib/reviews/reviews.ts';
import type { AdminReview } from '../types.ts';
import { api } from './client.ts';
import { queryClient, usePagedList } from './query.ts';

export const reviewKeys = { all: ['reviews'] as const };

/** The review statuses a moderator moves between, in the order the screen offers them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const useReviews = (query: Query) => usePagedList<AdminReview>('reviews', 'reviews', query);

const path = (id: number, action: string) => `admin/reviews/${id}/${action}`;

export type ReviewDecision =
  | { action: 'approve'; version: number }
  | { action: 'reject'; version: number; reason: RejectReason }
  | { action: 'reply'; version: number; reply: string };

/** One decision on a review; every list is stale afterwards (it moved between them, or changed). */
export const useDecideReview = (id: number) =>
  useMutation({
    mutationFn: async ({ action, ...body }: ReviewDecision) =>
      (
        await (action === 'reply'
          ? api.put<{ data: AdminReview }>(path(id, action), body)
          : api.post<{ data: AdminReview }>(path(id, action), body))
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
