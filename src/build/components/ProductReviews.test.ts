/**
 * The product page's Reviews section and fit summary: nothing rated without a review, and each
 * approved review shown as its buyer wrote it.
 */
import { describe, expect, it } from 'vitest';
import type { ProductReview } from '../../lib/catalogue/product.ts';
import type { Vehicle } from '../../lib/fitment/fitment.ts';
import { FitSummaryNote, fitSummaryLines, vehicleIdsByKey } from './FitSummary.tsx';
import { ProductReviews, reviewDate } from './ProductReviews.tsx';

const review = (over: Partial<ProductReview> = {}): ProductReview => ({
  id: 3,
  authorName: 'Jess M.',
  quality: 4,
  fit: 'fitted',
  vehicleLabel: '2019 Ford Ranger PX3 3.2',
  title: 'Right first time',
  body: 'Bolted straight on.',
  photos: [],
  reply: '',
  createdAt: '2026-03-01T22:30:00.000Z',
  repliedAt: null,
  ...over,
});

const section = (rating: number | null, reviewCount: number, reviews: ProductReview[]) =>
  ProductReviews({
    product: { rating, reviewCount, reviews },
    storeName: 'Southern Cross Auto Parts',
    photoUrl: (path) => `https://img.example/${path}`,
  }).html;

describe('the Reviews section', () => {
  it('says there are no reviews yet, with no stars and no rating, when there are none', () => {
    const html = section(null, 0, []);
    expect(html).toContain('<section class="reviews" id="reviews" aria-labelledby="reviews-heading">');
    expect(html).toContain('<h2 id="reviews-heading">Reviews</h2>');
    expect(html).toContain('No reviews yet');
    expect(html).not.toMatch(/stars|Rated /);
  });

  it('gives the average and count, and each review with its stars, author, shop date, vehicle and fit', () => {
    const html = section(4.5, 2, [
      review(),
      review({ id: 4, quality: 5, fit: 'did_not_fit', title: 'Wrong bolts' }),
    ]);
    expect(html).toContain('<span>Rated 4.5 out of 5 from 2 reviews</span>');
    expect(html).toContain('<ol class="review-list">');
    expect(html).toContain('<h3 id="review-3">Right first time</h3>');
    expect(html).toContain('role="img" aria-label="Rated 4.0 out of 5"');
    expect(html).toContain('role="img" aria-label="Rated 5.0 out of 5"');
    // 10:30 pm UTC on 1 March is 2 March in Sydney.
    expect(html).toContain('Jess M. &#183; <time datetime="2026-03-01T22:30:00.000Z">2 March 2026</time>');
    expect(html).toContain(
      '<p class="review-vehicle">Fitted to 2019 Ford Ranger PX3 3.2 &#183; <strong class="fit-fitted">Fitted perfectly</strong></p>',
    );
    expect(html).toContain('<strong class="fit-did_not_fit">Did not fit</strong>');
    expect(html).not.toContain('reviews-shown');
  });

  it('says only the most recent are shown when there are more than the page carries', () => {
    expect(section(4.2, 35, [review()])).toContain('<p class="reviews-shown">The 1 most recent reviews.</p>');
  });

  it("shows the buyer's words as text, paragraphs and line breaks kept, and no vehicle when there was none", () => {
    const html = section(1, 1, [
      review({
        title: '<b>Bad</b> & "worse"',
        body: 'Line one\nline two\n\n<script>alert(1)</script>',
        vehicleLabel: null,
        fit: null,
      }),
    ]);
    expect(html).toContain('<h3 id="review-3">&lt;b&gt;Bad&lt;/b&gt; &amp; &quot;worse&quot;</h3>');
    expect(html).toContain('<p class="review-text">Line one\nline two</p>');
    expect(html).toContain('<p class="review-text">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('review-vehicle');
  });

  it('shows photos as lazy thumbnails with alt text, and the shop’s reply under its name', () => {
    const html = section(5, 1, [
      review({ photos: ['reviews/a.webp', 'reviews/b.webp'], reply: 'Thanks Jess!' }),
    ]);
    expect(html).toContain('<ul class="review-photos" aria-label="Photos from Jess M.">');
    expect(html).toContain(
      '<a href="https://img.example/reviews/b.webp"><img src="https://img.example/reviews/b.webp" alt="From Jess M.&#39;s review &quot;Right first time&quot; (2 of 2)" width="96" height="96" loading="lazy" decoding="async"></a>',
    );
    expect(html).toContain(
      '<div class="review-reply"><p class="review-reply-from">Reply from Southern Cross Auto Parts</p><p class="review-text">Thanks Jess!</p></div>',
    );
  });

  it('dates a review by the shop’s calendar', () => {
    expect(reviewDate('2026-06-30T15:00:00.000Z')).toBe('1 July 2026');
  });
});

describe('the fit summary a product page carries', () => {
  const vehicle = (id: number, make: string, model: string, series: string) =>
    ({ id, make, model, series }) as Vehicle;
  const vehicles = [
    vehicle(1, 'Ford', 'Ranger', 'PX3'),
    vehicle(2, 'Ford', 'Ranger', 'PX3'),
    vehicle(3, 'Ford', 'Ranger', 'PX2'),
    vehicle(4, 'Toyota', 'Hilux', 'N80'),
  ];
  const byKey = vehicleIdsByKey(vehicles);

  it("names every selector vehicle of a make, model and series with enough owners' fit ratings", () => {
    const lines = fitSummaryLines(
      [
        { key: 'ford|ranger|px3', name: 'Ranger PX3', fitted: 12, total: 13 },
        // Fewer than FIT_SUMMARY_MIN (3): not said.
        { key: 'toyota|hilux|n80', name: 'Hilux N80', fitted: 2, total: 2 },
        // A vehicle the selector no longer has: no shopper can have it active.
        { key: 'holden|colorado|rg', name: 'Colorado RG', fitted: 3, total: 4 },
      ],
      byKey,
    );
    expect(lines).toEqual([[[1, 2], '12 of 13 owners of a Ranger PX3 say it fitted']]);
    expect(FitSummaryNote({ lines })?.html).toBe(
      '<p class="fit-summary" data-fit-reviews="[[[1,2],&quot;12 of 13 owners of a Ranger PX3 say it fitted&quot;]]" hidden></p>',
    );
  });

  it('leaves the page without the element when no vehicle has enough', () => {
    expect(FitSummaryNote({ lines: fitSummaryLines([], byKey) })).toBeNull();
  });
});
