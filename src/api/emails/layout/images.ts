/**
 * Products' pictures for emails: each product's first image (the featured one, else the gallery's
 * first) as an absolute address on the shop's origin, under /storage where the API serves uploads.
 * One select for all the products of an order.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** A stored image path as an address on the shop: 'uploads/p.webp' -> https://shop/storage/uploads/p.webp. */
export function imageOnSite(siteUrl: string, path: string): string | null {
  const p = path.trim();
  if (!p) return null;
  if (/^https?:\/\//.test(p)) return p.startsWith(`${siteUrl}/`) ? p : null;
  return `${siteUrl}/storage/${p.replace(/^\/+/, '').replace(/^storage\//, '')}`;
}

/** productId -> its first picture's address, for the products that have one. */
export async function productImages(
  db: Pick<Db, 'select'>,
  productIds: readonly (number | null)[],
  siteUrl: string,
): Promise<Map<number, string>> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, featured: products.featuredImage, gallery: products.galleryMedia })
    .from(products)
    .where(inArray(products.id, ids));
  const found = new Map<number, string>();
  for (const r of rows) {
    const first = r.featured || r.gallery.split(',').find((s) => s.trim()) || '';
    const url = imageOnSite(siteUrl, first);
    if (url) found.set(r.id, url);
  }
  return found;
}
