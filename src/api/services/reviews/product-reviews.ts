/**
 * A product's approved reviews, a page at a time (GET /products/{id}/reviews), with its rating and
 * count: what the product page's later pages of reviews read. Pending and rejected reviews are never
 * sent or counted.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { activeProduct } from '../products.ts';
import { publicReview, REVIEWS_PER_PAGE, ratingColumns } from './ratings.ts';

/** The page of reviews, or null when there is no such active product. */
export async function productReviews(db: Db, productId: number, page: number) {
  const [product] = await db
    .select(ratingColumns)
    .from(products)
    .where(and(eq(products.id, productId), activeProduct));
  if (!product) return null;
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  const count = Number(product.reviewCount);
  return {
    data: rows.map((r) =>
      publicReview({
        id: r.id,
        author_name: r.authorName,
        quality: r.quality,
        fit: r.fit,
        vehicle: r.vehicle,
        title: r.title,
        body: r.body,
        photos: r.photos,
        reply: r.reply,
        created_at: r.createdAt,
        replied_at: r.repliedAt,
      }),
    ),
    rating: product.rating === null ? null : Number(product.rating),
    review_count: count,
    page,
    per_page: REVIEWS_PER_PAGE,
    last_page: Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE)),
  };
}
