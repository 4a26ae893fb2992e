/**
 * The listing filters' files (docs/design.md#listing-filters): each listing's facet data next to its
 * first page (`/shop/category/brakes/listing.json`) and the product cards by bucket of ids
 * (`/listing-cards/{bucket}.json`), made in bulk from the loaded catalogue and fitment like the pages,
 * never a request per product. Each names the products it holds, so an edit re-makes only the files
 * that show the edited product.
 */
import { loadCatalogue } from '../../data/catalogue.ts';
import { loadFitment } from '../../data/fitment.ts';
import { allListings, type Listing } from '../../data/listings.ts';
import { type CardFile, cardBucketOf, cardFilePath } from '../../lib/catalogue/listing-card-files.ts';
import { listingData, listingDataPath } from '../../lib/catalogue/listing-data.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { cardHtml } from '../components/ProductCard.tsx';

export type ListingFileTask =
  | { path: string; type: 'listing-data'; listing: Listing }
  | { path: string; type: 'listing-cards'; products: Product[] };

/** One facet file per listing with products, and one cards file per bucket of product ids. */
export async function listingFileTasks(): Promise<ListingFileTask[]> {
  const [{ products }, listings] = await Promise.all([loadCatalogue(), allListings()]);
  const buckets = Map.groupBy(products, (p) => cardBucketOf(p.id));
  return [
    ...listings
      .filter((listing) => listing.products.length > 0)
      .map(
        (listing): ListingFileTask => ({
          path: listingDataPath(listing.href(1)),
          type: 'listing-data',
          listing,
        }),
      ),
    ...[...buckets].map(
      ([bucket, list]): ListingFileTask => ({
        path: cardFilePath(bucket),
        type: 'listing-cards',
        products: list,
      }),
    ),
  ];
}

/** A file's JSON and the products it holds. */
export async function makeListingFile(
  task: ListingFileTask,
): Promise<{ content: string; productIds: number[] }> {
  const { settings } = await loadCatalogue();
  if (task.type === 'listing-cards') {
    const file: CardFile = {};
    for (const p of task.products) file[p.id] = cardHtml(p, settings.gstBp, { headingLevel: 'h2' });
    return { content: JSON.stringify(file), productIds: task.products.map((p) => p.id) };
  }
  const fitment = await loadFitment();
  const positionsOf = (id: number) => (fitment.fitsByProduct.get(id) ?? []).map((fit) => fit.position);
  const data = listingData(task.listing.products, positionsOf, settings.gstBp);
  return { content: JSON.stringify(data), productIds: task.listing.products.map((p) => p.id) };
}
