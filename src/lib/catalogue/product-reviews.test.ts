/** The storefront Product's ratings and reviews, from the API's fields: none where none are sent. */
import { describe, expect, it } from 'vitest';
import { reviewsOf } from './product.ts';

describe("a product's ratings and reviews as the storefront keeps them", () => {
  it('are none at all for an answer without them (an older API host), never a made-up rating', () => {
    expect(reviewsOf({})).toEqual({ rating: null, reviewCount: 0, reviews: [], fitSummary: [] });
  });

  it('keep no rating that no review stands behind', () => {
    expect(reviewsOf({ rating: 4.5, review_count: 0 }).rating).toBeNull();
    expect(reviewsOf({ rating: null, review_count: 0 }).rating).toBeNull();
  });

  it('take the average, count, newest reviews and fit summary of the bulk export', () => {
    expect(
      reviewsOf({
        rating: 4.6,
        review_count: 13,
        reviews: [
          {
            id: 9,
            author_name: 'Sam T.',
            quality: 5,
            fit: 'fitted',
            vehicle_label: '2019 Ford Ranger PX3 3.2',
            title: 'Spot on',
            body: 'Fitted first go.',
            photos: ['reviews/a.webp'],
            reply: 'Thanks Sam',
            created_at: '2026-03-01T00:00:00.000Z',
            replied_at: '2026-03-02T00:00:00.000Z',
          },
        ],
        fit_summary: [{ key: 'ford|ranger|px3', name: 'Ranger PX3', fitted: 12, total: 13 }],
      }),
    ).toEqual({
      rating: 4.6,
      reviewCount: 13,
      reviews: [
        {
          id: 9,
          authorName: 'Sam T.',
          quality: 5,
          fit: 'fitted',
          vehicleLabel: '2019 Ford Ranger PX3 3.2',
          title: 'Spot on',
          body: 'Fitted first go.',
          photos: ['reviews/a.webp'],
          reply: 'Thanks Sam',
          createdAt: '2026-03-01T00:00:00.000Z',
          repliedAt: '2026-03-02T00:00:00.000Z',
        },
      ],
      fitSummary: [{ key: 'ford|ranger|px3', name: 'Ranger PX3', fitted: 12, total: 13 }],
    });
  });
});
