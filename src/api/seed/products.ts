/** Generates believable products from the seed taxonomy: the 300-product seed and the benchmark catalogues. */
import { slugify } from '../../lib/format/text.ts';
import { brandSeeds, type CategorySeed, type ChildSeed, categorySeeds, vehicles } from './data/taxonomy.ts';
import { type SeedFreight, seedFreight } from './freight.ts';
import { createRandom, type Random } from './random.ts';

/** Pictures drawn for each child category; a product's gallery takes up to this many of its own kind's. */
export const IMAGES_PER_CHILD = 6;

export interface ProductSeed extends SeedFreight {
  title: string;
  sku: string;
  permalink: string;
  /** The part's name within its child category ("Front Brake Pad Set"). */
  name: string;
  /** The vehicle label its title names ("Ford Ranger PX 2011-2022"); null for universal kinds. */
  vehicle: string | null;
  categorySku: string;
  childSku: string;
  brandPermalink: string;
  priceCents: number;
  weightGrams: number;
  shortDescription: string;
  longDescription: string;
  featuredImage: string;
  galleryMedia: string;
  isFeatured: boolean;
  discount: { type: 0 | 1; value: number } | null;
  meta: Record<string, string>;
  /** Days before now it was created, so "new" products differ from the rest. */
  ageDays: number;
}

/** Child sku of a child category, e.g. BRK-01. */
export function childSkuOf(category: CategorySeed, index: number): string {
  return `${category.sku}-${String(index + 1).padStart(2, '0')}`;
}

/** Image path of one of a child category's pool images. */
export function productImagePath(child: ChildSeed, n: number): string {
  return `uploads/products/${slugify(child.title)}-${n}.webp`;
}

const features = [
  'Engineered to meet or exceed original equipment specifications',
  'Tested for Australian heat, dust and corrugated roads',
  'Backed by a full manufacturer warranty',
  'Direct fit with no modifications required',
  'Corrosion-resistant finish for long service life',
  'Trusted by professional workshops across Australia',
  'Clear fitting instructions included',
  'Quality checked batch by batch',
];

function describeProduct(
  rng: Random,
  title: string,
  child: ChildSeed,
  brand: string,
  name: string,
  variant: string,
) {
  const picked = [...features].sort(() => rng.next() - 0.5).slice(0, 4);
  const fit = child.variants === 'vehicle' ? `to suit ${variant}` : `(${variant})`;
  const short = `<p><strong>${brand}</strong> ${name.toLowerCase()} ${fit}. ${picked[0]}.</p>`;
  const long = [
    `<p>The ${title} is a quality ${child.title.toLowerCase()} choice from ${brand}, selected for drivers and workshops who want parts that last.</p>`,
    `<h3>Features</h3><ul>${picked.map((f) => `<li>${f}</li>`).join('')}</ul>`,
    `<p>Check your vehicle's make, model and year before ordering. Not sure it fits? Contact our team with your registration or VIN and we will confirm fitment.</p>`,
  ].join('');
  return { short, long };
}

/**
 * The demo shop stocks brake parts for the country's best-selling ute: with the default seed, the
 * 225th and 226th products (pads and a rotor, drawn for the LandCruiser 200) are made for the
 * Ranger PX family instead, so shopping for a Ranger finds brakes. The random draws are unchanged.
 */
const STOCKED_FOR = new Map([
  [224, 'Ford Ranger PX 2011-2022'],
  [225, 'Ford Ranger PX 2011-2022'],
]);

/**
 * Makes `count` products spread over every child category, deterministic for a seed.
 * Titles, SKUs and permalinks are unique.
 */
export function generateProducts(count: number, seed = 2026): ProductSeed[] {
  const rng = createRandom(seed);
  const children = categorySeeds.flatMap((category) =>
    category.children.map((child, index) => ({ category, child, childSku: childSkuOf(category, index) })),
  );
  const brandByPermalink = new Map(brandSeeds.map((b) => [b.permalink, b]));
  const usedSkus = new Set<string>();
  const usedPermalinks = new Set<string>();
  const out: ProductSeed[] = [];

  for (let i = 0; i < count; i++) {
    const { category, child, childSku } = children[i % children.length]!;
    const brand = brandByPermalink.get(rng.pick(child.brands))!;
    const name = rng.pick(child.names);
    const drawn = child.variants === 'vehicle' ? rng.pick(vehicles) : rng.pick(child.variants);
    const variant = (seed === 2026 && child.variants === 'vehicle' && STOCKED_FOR.get(i)) || drawn;
    let title =
      child.variants === 'vehicle'
        ? `${brand.title} ${name} to suit ${variant}`
        : `${brand.title} ${name} ${variant}`;
    let sku: string;
    do sku = `${brand.code}-${category.sku}${rng.int(1000, 99999)}`;
    while (usedSkus.has(sku));
    usedSkus.add(sku);
    let permalink = slugify(title);
    if (usedPermalinks.has(permalink)) {
      title = `${title} (${sku})`;
      permalink = slugify(title);
    }
    usedPermalinks.add(permalink);

    const [min, max] = child.price;
    const priceCents = rng.int(min, max) * 100 + rng.pick([0, 0, 45, 95, 95, 99]);
    const roll = rng.next();
    const discount =
      roll < 0.2
        ? { type: 0 as const, value: rng.pick([500, 1000, 1000, 1500, 2000, 2500, 1250]) }
        : roll < 0.3
          ? {
              type: 1 as const,
              value: Math.min(priceCents - 100, rng.pick([500, 1000, 1500, 2000, 2500, 5000])),
            }
          : null;
    // Only pictures of the product's own part type: a water pump never shows spark plugs.
    const imageCount = rng.int(1, IMAGES_PER_CHILD);
    const pool = Array.from({ length: IMAGES_PER_CHILD }, (_, n) => productImagePath(child, n + 1));
    // The featured picture is one of the first three, as when three were drawn: cards look as before.
    const first = rng.int(0, 2);
    const gallery = [pool[first]!, ...pool.filter((_, k) => k !== first).slice(0, imageCount - 1)];
    const { short, long } = describeProduct(rng, title, child, brand.title, name, variant);
    const plainShort = short.replace(/<[^>]+>/g, '');
    // Drawn where it always was (after the descriptions, before the featured flag); the size follows from it.
    const weightGrams = rng.int(child.grams[0], child.grams[1]);

    out.push({
      title,
      sku,
      permalink,
      name,
      vehicle: child.variants === 'vehicle' ? variant : null,
      categorySku: category.sku,
      childSku,
      brandPermalink: brand.permalink,
      priceCents,
      weightGrams,
      ...seedFreight(child, name, variant, weightGrams),
      shortDescription: short,
      longDescription: long,
      featuredImage: gallery[0]!,
      galleryMedia: gallery.join(','),
      isFeatured: rng.chance(0.06),
      discount: discount && discount.value > 0 ? discount : null,
      ageDays: rng.int(0, 720),
      meta: {
        _seo_title: `${title} | Buy ${child.title} Online`,
        _seo_description: plainShort.slice(0, 155),
        _seo_tags: [brand.title, child.title, name, variant].join(', '),
        _canonical_url: '',
        _schema_markup: '',
        // A few products are kept out of search engines, as editors do for discontinued lines.
        _page_index: i % 97 === 13 ? '0' : '1',
      },
    });
  }
  return out;
}
