/**
 * Ratings from approved reviews only (docs/design.md#ratings-and-reviews): a product's average quality
 * (one decimal, null when none) and count as columns of any product query, and for the bulk export
 * each product's 20 newest approved reviews and its fit summary by vehicle (make, model and series),
 * read for a whole page of products in two queries, never one per product.
 */
import { sql } from 'drizzle-orm';
import type { ApiFitSummary, ApiReview } from '../../../lib/api/schemas/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Reviews a product page (and the export) carries. */
export const REVIEWS_PER_PAGE = 20;

/**
 * The product's rating and review count, as columns to select beside `products` (correlated
 * subqueries on reviews_product_status_idx: a page of products costs no extra round trip).
 */
// Named in full: drizzle leaves a column unqualified in a one-table select, where "id" would be the review's.
const productId = sql.raw('"products"."id"');
export const ratingColumns = {
  rating: sql<number | null>`(select round(avg(r.quality), 1)::float8 from reviews r
    where r.product_id = ${productId} and r.status = 'approved')`.as('rating'),
  reviewCount: sql<number>`(select count(*)::int from reviews r
    where r.product_id = ${productId} and r.status = 'approved')`.as('review_count'),
};

/** A stored review row (or the export's JSON of one) as the pages show it. */
export interface ReviewRowLike {
  id: number;
  author_name: string;
  quality: number;
  fit: string | null;
  vehicle: { label?: string } | null;
  title: string;
  body: string;
  photos: string[];
  reply: string;
  created_at: string | Date;
  replied_at: string | Date | null;
}

const iso = (d: string | Date) => new Date(d).toISOString();

export function publicReview(r: ReviewRowLike): ApiReview {
  return {
    id: r.id,
    author_name: r.author_name,
    quality: r.quality,
    fit: r.fit as ApiReview['fit'],
    vehicle_label: r.vehicle?.label ?? null,
    title: r.title,
    body: r.body,
    photos: r.photos,
    reply: r.reply,
    created_at: iso(r.created_at),
    replied_at: r.replied_at ? iso(r.replied_at) : null,
  };
}

export interface ExportReviews {
  reviews: ApiReview[];
  fit_summary: ApiFitSummary[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A timestamp as toISOString writes it (UTC, milliseconds), made by the database. */
const isoSql = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The newest approved reviews and the fit summary of each product of `ids`, in two queries. The
 * reviews come as one JSON text made by the database (as the fitment export's rows do): read as rows,
 * parsed and shaped one by one, 6,000 reviews took about a second of this thread on PGlite.
 */
export async function reviewsForExport(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, ExportReviews>> {
  const out = new Map<number, ExportReviews>(ids.map((id) => [id, { reviews: [], fit_summary: [] }]));
  if (ids.length === 0) return out;
  // The page's id range (a page is in id order): two parameters, not thousands; others are ignored.
  const list = sql`between ${Math.min(...ids)} and ${Math.max(...ids)}`;
  const [recent, fits] = await Promise.all([
    db.execute(sql`select coalesce(json_object_agg(product_id, reviews), '{}')::text as json from (
        select product_id, json_agg(json_build_object('id', id, 'author_name', author_name,
          'quality', quality, 'fit', fit, 'vehicle_label', vehicle->>'label', 'title', title, 'body', body,
          'photos', photos, 'reply', reply, 'created_at', ${isoSql('created_at')},
          'replied_at', ${isoSql('replied_at')}) order by n) as reviews
        from (select r.*, row_number() over (partition by r.product_id order by r.created_at desc, r.id desc) as n
          from reviews r where r.status = 'approved' and r.product_id ${list}) ranked
        where n <= ${REVIEWS_PER_PAGE} group by product_id) per_product`),
    db.execute(sql`select r.product_id,
        lower(concat_ws('|', r.vehicle->>'make', r.vehicle->>'model', r.vehicle->>'series')) as key,
        min(concat_ws(' ', r.vehicle->>'model', nullif(r.vehicle->>'series', ''))) as name,
        (count(*) filter (where r.fit = 'fitted'))::int as fitted, count(*)::int as total
      from reviews r
      where r.status = 'approved' and r.fit is not null and r.vehicle is not null and r.product_id ${list}
      group by r.product_id, 2 order by r.product_id, total desc, key`),
  ]);
  const byProduct = JSON.parse(rowsOf<{ json: string }>(recent)[0]?.json ?? '{}') as Record<
    string,
    ApiReview[]
  >;
  for (const [id, list] of Object.entries(byProduct)) {
    const entry = out.get(Number(id));
    if (entry) entry.reviews = list;
  }
  for (const f of rowsOf<ApiFitSummary & { product_id: number }>(fits))
    out.get(f.product_id)?.fit_summary.push({ key: f.key, name: f.name, fitted: f.fitted, total: f.total });
  return out;
}
