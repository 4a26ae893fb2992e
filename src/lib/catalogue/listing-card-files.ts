/**
 * Where the build puts the product cards of the listing filters' views: each card's HTML by product
 * id, CARD_BUCKET ids a file (`/listing-cards/{bucket}.json`). Apart from listing-data.ts so that the browser's
 * small ranking script (src/browser/listing-rank.ts) carries only this.
 */

/**
 * Products per card file. A page of a filtered or ranked view shows 15 cards from anywhere in the
 * catalogue, so it may touch 15 files: small ones keep that page's data small (at 10,000 products,
 * 15 files of 100 cards were 212 KB compressed; of 10 cards, see BENCHMARKS.md's listing filters).
 */
export const CARD_BUCKET = 10;

/** The cards file of a product id. */
export const cardBucketOf = (productId: number): number => Math.floor(productId / CARD_BUCKET);
export const cardFilePath = (bucket: number): string => `/listing-cards/${bucket}.json`;

/** A card file: each product's card HTML by id. */
export type CardFile = Record<string, string>;
