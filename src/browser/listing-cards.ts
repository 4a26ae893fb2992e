/**
 * The product cards of a listing's filtered or ranked view, from the build's card files
 * (/listing-cards/{bucket}.json, the static pages' own card HTML): each file fetched once per page.
 */
import { type CardFile, cardBucketOf, cardFilePath } from '../lib/catalogue/listing-card-files.ts';

const files = new Map<number, Promise<CardFile>>();

function file(bucket: number): Promise<CardFile> {
  let found = files.get(bucket);
  if (!found) {
    const path = cardFilePath(bucket);
    found = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json() as Promise<CardFile>;
    });
    found.catch(() => files.delete(bucket));
    files.set(bucket, found);
  }
  return found;
}

/** The cards of these products, in their order (a product without a card is left out). */
export async function cardsOf(ids: readonly number[]): Promise<string[]> {
  const loaded = await Promise.all(ids.map((id) => file(cardBucketOf(id))));
  return ids.flatMap((id, i) => loaded[i]?.[id] ?? []);
}
