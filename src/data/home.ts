/**
 * Editorial content of the home page: hero slides and banners (edited in the back office, read from
 * GET /catalogue/home-blocks once per build), promos and the intro text.
 */
import type { ApiClient } from '../lib/api/client.ts';
import type { ApiHomeBlock } from '../lib/api/schemas/catalogue.ts';
import { isSiteOrHttpsLink } from '../lib/site/site-path.ts';
import { buildApi } from './build-api.ts';

/** One hero slide: its words are HTML over the picture. */
export interface Slide {
  title: string;
  text: string;
  href: string;
  cta: string;
  image: string;
  /** Empty when the picture is only a backdrop to the slide's words. */
  imageAlt: string;
}

/** One linked banner picture. */
export interface Banner {
  title: string;
  href: string;
  image: string;
  alt: string;
}

export interface HomeBlocks {
  slides: Slide[];
  banners: Banner[];
}

/** A block's link as the page shows it: one saved before links were checked as a browser reads them goes home. */
const linkOf = (href: string) => (isSiteOrHttpsLink(href) ? href : '/');

/** Splits the API's active blocks (already in order) into slides and banners. */
export function homeBlocksOf(blocks: ApiHomeBlock[]): HomeBlocks {
  return {
    slides: blocks
      .filter((b) => b.kind === 'slide')
      .map((b) => ({
        title: b.title,
        text: b.text,
        href: linkOf(b.href),
        cta: b.cta,
        image: b.image,
        imageAlt: b.image_alt,
      })),
    banners: blocks
      .filter((b) => b.kind === 'banner')
      .map((b) => ({ title: b.title, href: linkOf(b.href), image: b.image, alt: b.image_alt || b.title })),
  };
}

/** Reads the active slides and banners in one request. */
export async function fetchHomeBlocks(api: ApiClient): Promise<HomeBlocks> {
  return homeBlocksOf((await api.get<{ data: ApiHomeBlock[] }>('/catalogue/home-blocks')).data);
}

let home: Promise<HomeBlocks> | undefined;

/** The home page's slides and banners: one API request per build. */
export function loadHomeBlocks(): Promise<HomeBlocks> {
  home ??= fetchHomeBlocks(buildApi());
  return home;
}

/** The featured products a page shows (home: 12, best selling: 15), in catalogue order. */
export function featuredProducts<P extends { isFeatured: boolean }>(
  products: readonly P[],
  count: number,
): P[] {
  return products.filter((p) => p.isFeatured).slice(0, count);
}

/** How many featured products the home page's carousel and the best-selling page show. */
export const HOME_FEATURED = 12;
export const BEST_SELLING = 15;

export { promos } from '../lib/pricing/promos.ts';

/** Long intro shown under the carousels, cut at 700 characters with Read more. {{...}} come from settings. */
export const introHtml = `<h2>Auto parts, tools and accessories for Australian drivers</h2>
<p>{{store_name}} is an online parts store built for the way Australians drive: long distances, hot summers, corrugated tracks and plenty of towing. We stock the brands local mechanics reach for, from Bendix and DBA brakes to Ryco filters, Narva lighting, Century batteries, Penrite and Castrol oils, ARB and Ironman 4x4 recovery gear, and Kincrome and Sidchrome hand tools.</p>
<p>Every product lists its fitment, weight and specifications, and our team will confirm a part suits your vehicle from your registration or VIN before you order. Orders placed before 6 PM AEST are handled within one business day, delivery is free on orders of \${{free_delivery_threshold}} or more, and you have {{return_days}} days to return unused items in their original packaging.</p>
<p>Whether you are doing a weekend service on the family SUV, preparing a ute for a trip up the Cape, or fitting out a home workshop, you will find quality parts at fair prices here, with secure card and PayPal checkout and warranties of up to {{warranty_years}} years on many products. Members get {{member_discount}}% off every order, and newsletter subscribers hear first about specials.</p>`;
