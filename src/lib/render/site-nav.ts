/**
 * The header's main navigation as an HTML string (Header.astro renders it once per build and reuses
 * it: it is the same on every page, and with a large catalogue's brands it was a quarter of each
 * page's markup). Every top item is a plain link, so it works without JavaScript; src/browser/menu.ts
 * adds the dropdowns and the mobile drawer.
 */
import type { ApiBrand, ApiCategory, ApiInfoPage } from '../api/types.ts';
import { brandPath, categoryPath, infoPagePath } from '../site/urls.ts';
import { escapeHtml as e } from './html.ts';

export interface SiteNavInput {
  categories: readonly Pick<ApiCategory, 'title' | 'permalink' | 'child_categories'>[];
  brands: readonly Pick<ApiBrand, 'title' | 'permalink'>[];
  policies: readonly Pick<ApiInfoPage, 'slug' | 'title'>[];
}

const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;

export function siteNavHtml({ categories, brands, policies }: SiteNavInput): string {
  const mega = categories
    .map(
      (c) =>
        `<div><a class="mega-title" href="${e(categoryPath(c.permalink))}">${e(c.title)}</a><ul>${c.child_categories
          .map((child) => `<li>${link(categoryPath(c.permalink, child.permalink), child.child_title)}</li>`)
          .join('')}</ul></div>`,
    )
    .join('');
  const brandItems = brands.map((b) => `<li>${link(brandPath(b.permalink), b.title)}</li>`).join('');
  const policyItems = policies.map((p) => `<li>${link(infoPagePath(p.slug), p.title)}</li>`).join('');
  return [
    '<nav class="site-nav" id="site-nav" aria-label="Main"><ul class="container nav-list">',
    '<li class="dropdown mega"><a href="/shop/">Shop</a>',
    '<button type="button" aria-expanded="false" aria-controls="mega-menu"><span class="visually-hidden">Show categories</span></button>',
    `<div id="mega-menu" class="dropdown-panel mega-panel" hidden>${mega}</div></li>`,
    '<li class="dropdown"><a href="/brands/">All Brands</a>',
    '<button type="button" aria-expanded="false" aria-controls="brands-menu"><span class="visually-hidden">Show brands</span></button>',
    `<ul id="brands-menu" class="dropdown-panel columns" hidden>${brandItems}</ul></li>`,
    '<li><a href="/vehicles/">Shop by Vehicle</a></li>',
    '<li><a href="/contact-us/">Contact Us</a></li>',
    '<li><a href="/return-order/">Return</a></li>',
    '<li data-signed-out><a href="/guest-track-order/">Track Order</a></li>',
    // SPEC section 2: 'A hidden /track-order menu link exists.'
    '<li hidden><a href="/track-order/">Track Order</a></li>',
    '<li><a href="/faqs/">FAQs</a></li>',
    '<li class="dropdown"><button type="button" class="text-button" aria-expanded="false" aria-controls="policy-menu">Policy Pages</button>',
    `<ul id="policy-menu" class="dropdown-panel" hidden>${policyItems}</ul></li>`,
    '<li><a href="/blogs/">Blogs</a></li>',
    '</ul></nav>',
  ].join('');
}
