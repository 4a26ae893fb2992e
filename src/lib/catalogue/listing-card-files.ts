/**
 * Where the build puts the product cards of the listing filters' views: each card's HTML by product
 * id, 100 ids a file (`/listing-cards/{bucket}.json`). Apart from listing-data.ts so that the browser's
 * small ranking script (src/browser/listing-rank.ts) carries only this.
 */

/** Products per card file: a page of filtered results touches a few of them. */
export const CARD_BUCKET = 100;

/** The cards file of a product id. */
export const cardBucketOf = (productId: number): number => Math.floor(productId / CARD_BUCKET);
export const cardFilePath = (bucket: number): string => `/listing-cards/${bucket}.json`;

/** A card file: each product's card HTML by id. */
export type CardFile = Record<string, string>;
