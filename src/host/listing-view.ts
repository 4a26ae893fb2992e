/**
 * A listing's filtered or sorted view without JavaScript (docs/design.md#listing-filters): for a
 * listing's first page asked with the filters' query words (`/shop/category/brakes/?brands=bendix&
 * sort=price-asc`, what the filter form's "Apply" sends), the site server answers the built page with
 * the view's count, grid and pager between its grid markers, the form showing the choices, and
 * `noindex` (the page's canonical stays the unfiltered listing). Made from the build's own facet and
 * card files, so it shows what the browser's filters show; the vehicle and store filters need the
 * browser's garage and store and are left to it. Null when the address is no such view.
 */
import { readFile } from 'node:fs/promises';
import { type CardFile, cardBucketOf, cardFilePath } from '../lib/catalogue/listing-card-files.ts';
import { type ListingData, listingDataPath } from '../lib/catalogue/listing-data.ts';
import { gridHtml, gridSlice } from '../lib/catalogue/listing-grid.ts';
import { LISTING_GRID_END, LISTING_GRID_START } from '../lib/catalogue/listing-markers.ts';
import {
  filteredRobots,
  isFiltered,
  knownQuery,
  type ListingQuery,
  listingView,
  queryString,
  readQuery,
} from '../lib/catalogue/listing-query.ts';
import { safeJoin } from './static-files.ts';

/** /shop/, /shop/category/brakes/pads/, /brand/bosch/: where a listing's first page and facet file are. */
const LISTING_PATH = /^\/(?:shop|brand)\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

async function readJson<T>(dist: string, path: string): Promise<T | null> {
  const file = safeJoin(dist, path);
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The form's controls showing the query's choices (the markup of src/build/components/ListingFilters.tsx). */
export function markChoices(html: string, q: ListingQuery): string {
  let out = html;
  const check = (name: string, value: string) => {
    out = out.replace(
      `name="${name}" value="${attr(value)}"`,
      `name="${name}" value="${attr(value)}" checked`,
    );
  };
  for (const brand of q.brands) check('brands', brand);
  for (const position of q.positions) check('pos', position);
  out = out.replace(`<option value="${q.sort}">`, `<option value="${q.sort}" selected>`);
  if (q.min !== null) out = out.replace('name="min"', `name="min" value="${q.min}"`);
  if (q.max !== null) out = out.replace('name="max"', `name="max" value="${q.max}"`);
  if (q.brands.length || q.positions.length || q.min !== null || q.max !== null)
    out = out.replace('<details class="lf-panel"', '<details open class="lf-panel"');
  out = out.replace('data-lf-clear hidden>', 'data-lf-clear>');
  // Not indexed; its links followed as the listing's are.
  return out.replace(
    /<meta name="robots" content="([^"]*)"/,
    (_, built: string) => `<meta name="robots" content="${filteredRobots(built)}"`,
  );
}

/** Whether the address is a listing's with the filters' words: never indexed, whatever view it gets. */
export const isListingQuery = (path: string, params: URLSearchParams): boolean =>
  LISTING_PATH.test(path) && isFiltered(readQuery(params));

/** The page for a filtered listing address, or null when `path` and `params` are not one. */
export async function filteredListingPage(
  dist: string,
  path: string,
  params: URLSearchParams,
): Promise<string | null> {
  // A listing's own address only, as the build names it (permalinks: lower-case letters, digits and
  // dashes): the path is written back into the page's links, so nothing else may reach them.
  if (!LISTING_PATH.test(path)) return null;
  // The vehicle and store filters are the browser's (it knows the garage and the store): here they are no view.
  const asked = { ...readQuery(params), fit: false, stock: false };
  if (!isFiltered(asked)) return null;
  const [data, page] = await Promise.all([
    readJson<ListingData>(dist, listingDataPath(path)),
    readFile(safeJoin(dist, `${path}index.html`) ?? '', 'utf8').catch(() => null),
  ]);
  if (!data || !page) return null;
  // Links carry only the brands the listing has; with none left the address is the listing as built.
  const q = knownQuery(data, asked);
  if (!isFiltered(q)) return null;
  const start = page.indexOf(LISTING_GRID_START);
  const end = page.indexOf(LISTING_GRID_END);
  if (start < 0 || end < start) return null;
  const view = {
    ids: listingView(data, q).ids,
    all: data.rows.length,
    page: q.page,
    filtered: true,
    href: (n: number) => path + queryString({ ...q, page: n }),
    window: path === '/shop/' ? 5 : 3,
  };
  const ids = gridSlice(view).ids;
  // A page's 15 cards may be in as many files: read together.
  const buckets = [...new Set(ids.map(cardBucketOf))];
  const read = await Promise.all(buckets.map((b) => readJson<CardFile>(dist, cardFilePath(b))));
  const files = new Map(buckets.map((bucket, i) => [bucket, read[i]]));
  const cards = ids.flatMap((id) => files.get(cardBucketOf(id))?.[id] ?? []);
  const grid = gridHtml(view, cards, path);
  return markChoices(page.slice(0, start + LISTING_GRID_START.length) + grid + page.slice(end), q);
}
