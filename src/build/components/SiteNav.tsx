/** @jsxImportSource ../jsx */
/**
 * The header's main navigation (Header.astro renders it once per build and reuses it: it is the same
 * on every page, and with a large catalogue's brands it was a quarter of each page's markup). Every top
 * item is a plain link, so it works without JavaScript; src/browser/menu.ts adds the dropdowns and the
 * mobile drawer.
 */
import type { ApiBrand, ApiCategory } from '../../lib/api/schemas/catalogue.ts';
import type { ApiInfoPage } from '../../lib/api/schemas/content.ts';
import { brandPath, categoryPath, infoPagePath } from '../../lib/site/urls.ts';

export interface SiteNavInput {
  categories: readonly Pick<ApiCategory, 'title' | 'permalink' | 'child_categories'>[];
  brands: readonly Pick<ApiBrand, 'title' | 'permalink'>[];
  policies: readonly Pick<ApiInfoPage, 'slug' | 'title'>[];
}

export function SiteNav({ categories, brands, policies }: SiteNavInput) {
  return (
    <nav class="site-nav" id="site-nav" aria-label="Main">
      <ul class="container nav-list">
        <li class="dropdown mega">
          <a href="/shop/">Shop</a>
          <button type="button" aria-expanded="false" aria-controls="mega-menu">
            <span class="visually-hidden">Show categories</span>
          </button>
          <div id="mega-menu" class="dropdown-panel mega-panel" hidden>
            {categories.map((c) => (
              <div>
                <a class="mega-title" href={categoryPath(c.permalink)}>
                  {c.title}
                </a>
                <ul>
                  {c.child_categories.map((child) => (
                    <li>
                      <a href={categoryPath(c.permalink, child.permalink)}>{child.child_title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </li>
        <li class="dropdown">
          <a href="/brands/">All Brands</a>
          <button type="button" aria-expanded="false" aria-controls="brands-menu">
            <span class="visually-hidden">Show brands</span>
          </button>
          <ul id="brands-menu" class="dropdown-panel columns" hidden>
            {brands.map((b) => (
              <li>
                <a href={brandPath(b.permalink)}>{b.title}</a>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <a href="/vehicles/">Shop by Vehicle</a>
        </li>
        <li>
          <a href="/contact-us/">Contact Us</a>
        </li>
        <li>
          <a href="/return-order/">Return</a>
        </li>
        <li data-signed-out>
          <a href="/guest-track-order/">Track Order</a>
        </li>
        {/* A hidden /track-order link, as the shop's old menu had. */}
        <li hidden>
          <a href="/track-order/">Track Order</a>
        </li>
        <li>
          <a href="/faqs/">FAQs</a>
        </li>
        <li class="dropdown">
          <button type="button" class="text-button" aria-expanded="false" aria-controls="policy-menu">
            Policy Pages
          </button>
          <ul id="policy-menu" class="dropdown-panel" hidden>
            {policies.map((p) => (
              <li>
                <a href={infoPagePath(p.slug)}>{p.title}</a>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <a href="/blogs/">Blogs</a>
        </li>
      </ul>
    </nav>
  );
}

/** The same as a string, for Header.astro. */
export function siteNavHtml(input: SiteNavInput): string {
  return SiteNav(input).html;
}
