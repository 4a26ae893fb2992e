/** Store identity and public addresses from configuration (SPEC section 1), read at build time. */

import { siteUrlFromEnv } from '../config.ts';
import { assetUrl, FALLBACK_IMAGE } from '../lib/catalogue/assets.ts';

const env = process.env;

export const site = {
  name: env.STORE_NAME ?? 'Southern Cross Auto Parts',
  description:
    env.STORE_DESCRIPTION ??
    'Auto parts, tools and accessories delivered Australia-wide: brakes, filters, suspension, lighting, batteries, oils and 4WD gear.',
  keywords: env.STORE_KEYWORDS ?? 'auto parts, car parts, 4wd accessories, tools, australia',
  author: env.STORE_AUTHOR ?? 'Southern Cross Auto Parts',
  /** Public base address of catalogue images (the admin host's storage). */
  assetBase: env.PUBLIC_ASSET_BASE ?? '/storage/',
  /** SITE_URL, else localhost on PORT: the address the server prints (src/config.ts). */
  url: siteUrlFromEnv(env),
};

/** Image URL under the asset base, or the fallback image. */
export function image(path: string | null | undefined): string {
  return assetUrl(site.assetBase, path);
}

/** Absolute URL on this site, for canonical links and structured data. */
export function absolute(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith('/') ? '' : '/'}${path}`;
}

export { FALLBACK_IMAGE };

/** What every page's head takes from the shop (src/lib/render/seo-head.ts). */
export const headSite = {
  name: site.name,
  keywords: site.keywords,
  author: site.author,
  absolute,
  // public/og-default.jpg: a word-less road scene (as src/api/seed/scenes.ts draws), whatever the shop's name.
  defaultImage: { path: '/og-default.jpg', width: 1200, height: 630 },
};
