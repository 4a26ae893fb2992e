/**
 * The shape of a stored build product (src/lib/catalogue/product.ts's Product), checked as the
 * build's product store (src/data/product-store.ts) takes each product from the API.
 */
import { z } from 'astro/zod';
import { FIT_RATINGS, type FitRating } from '../reviews/reviews.ts';
import { STOCK_STATUSES } from './stock.ts';

const id = z.number().int();
const cents = z.number().int().nonnegative();
const basisPoints = z.number().int().nonnegative();

const fitRatings = Object.keys(FIT_RATINGS) as [FitRating, ...FitRating[]];

const review = z.object({
  id,
  authorName: z.string(),
  quality: z.number().int().min(1).max(5),
  fit: z.enum(fitRatings).nullable(),
  vehicleLabel: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  photos: z.array(z.string()),
  reply: z.string(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});

const fitSummary = z.object({
  key: z.string(),
  name: z.string(),
  fitted: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});

const productCategory = z.object({ id, sku: z.string(), title: z.string(), permalink: z.string() });

/** src/lib/catalogue/product.ts's Product. */
export const productSchema = z.object({
  id,
  title: z.string(),
  sku: z.string(),
  permalink: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  descriptionHtml: z.string().optional(),
  featuredImage: z.string(),
  gallery: z.array(z.string()),
  imageAlts: z.record(z.string(), z.string()),
  stockStatus: z.enum(STOCK_STATUSES),
  category: productCategory.nullable(),
  childCategory: productCategory.nullable(),
  brand: z.object({ id, title: z.string(), permalink: z.string(), logoImage: z.string() }).nullable(),
  priceCents: cents,
  discount: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), bp: basisPoints.positive() }),
      z.object({ kind: z.literal('fixed'), cents: cents.positive() }),
    ])
    .nullable(),
  finalPriceCents: cents,
  weightKg: z.number().nullable(),
  isFeatured: z.boolean(),
  universal: z.boolean(),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    canonical: z.string(),
    schemaMarkup: z.string(),
    indexable: z.boolean(),
  }),
  rating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
  reviews: z.array(review),
  fitSummary: z.array(fitSummary),
  createdAt: z.string(),
  updatedAt: z.string(),
});
