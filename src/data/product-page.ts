/**
 * A product page's content as strings (templates in src/lib/render/): its SEO, and the main element
 * around the ADD TO CART island. The page (src/pages/product/[permalink].astro) renders them in the
 * shared layout, and the build stamps later product pages from the first one's shell with the same
 * strings (src/lib/build/page-stamp.ts), so the two can never differ.
 */

import { part, renderFault } from '../lib/build/render-fault.ts';
import { buyAttr, SOLD_OUT_HTML } from '../lib/catalogue/buy-box.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { altOf } from '../lib/catalogue/product.ts';
import { canBuy, STOCK_LABELS } from '../lib/catalogue/stock.ts';
import { cartProductOf } from '../lib/checkout/cart.ts';
import {
  DELIVERY_TIME,
  freeDeliveryOrders,
  HANDLING_TIME,
  ORDER_CUTOFF,
} from '../lib/checkout/delivery-promises.ts';
import { stripTags } from '../lib/format/text.ts';
import { deliveryChargeDollars } from '../lib/pricing/settings-text.ts';
import { breadcrumbsHtml } from '../lib/render/breadcrumbs.ts';
import { carouselHtml } from '../lib/render/carousel.ts';
import { editorHtml } from '../lib/render/editor-html.ts';
import { fitmentTableHtml } from '../lib/render/fitment-table.ts';
import { galleryHtml } from '../lib/render/gallery.ts';
import { escapeHtml as e } from '../lib/render/html.ts';
import { fitBadgeHtml, priceHtml } from '../lib/render/product-card.ts';
import { starsHtml } from '../lib/render/stars.ts';
import { tabsHtml } from '../lib/render/tabs.ts';
import {
  breadcrumbJsonLd,
  metaDescription,
  type PageSeo,
  productJsonLd,
  ratingFor,
  robotsFor,
} from '../lib/site/seo.ts';
import { brandPath, categoryPath, productPath } from '../lib/site/urls.ts';
import { cardItemsHtml } from './cards.ts';
import { loadCatalogue } from './catalogue.ts';
import { fitmentRows, loadFitment } from './fitment.ts';
import { newestProducts, relatedProducts } from './relations.ts';
import { absolute, image, site } from './site.ts';

export interface ProductPage {
  seo: PageSeo;
  /**
   * The main element's content: before and after the ADD TO CART island for a product that can be
   * bought, the whole of it (with a disabled "Out of stock" button) for one that cannot.
   */
  main: [before: string, after: string] | [whole: string];
  /** Every product the page shows (itself, related and new products): a change to one re-renders it. */
  productIds: number[];
}

/**
 * Which shell a product page is stamped from (src/lib/build/page-stamp.ts): one that can be bought has
 * the ADD TO CART island between its two main parts, one that cannot has a single main part.
 */
export type ProductPageKind = 'buy' | 'sold-out';

export function productPageKind(product: Product): ProductPageKind {
  return canBuy(product.stockStatus) ? 'buy' : 'sold-out';
}

/**
 * The product's page; an error names the product (SKU and address) and the field it came from
 * (src/lib/build/render-fault.ts), for the publishing view.
 */
export async function productPage(product: Product): Promise<ProductPage> {
  try {
    return await productPageOf(product);
  } catch (error) {
    throw renderFault(`product ${product.sku} (/product/${product.permalink}/)`, error);
  }
}

async function productPageOf(product: Product): Promise<ProductPage> {
  const [{ settings }, related, newest, fitment] = await Promise.all([
    loadCatalogue(),
    relatedProducts(product),
    newestProducts(),
    loadFitment(),
  ]);
  const path = productPath(product.permalink);
  const canonical = product.seo.canonical || path;
  const images = part('images', () => product.gallery.map(image));
  // A product without images shows the placeholder image (its title as the alt text); its head and
  // structured data name no image rather than the placeholder, which is not a picture of it.
  const shown = images.length > 0 ? images : [image('')];
  const alts = images.length > 0 ? product.gallery.map((file) => altOf(product, file)) : [product.title];
  const shortText = stripTags(product.shortDescription);
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: 'Shop', href: '/shop/' },
    ...(product.category
      ? [{ name: product.category.title, href: categoryPath(product.category.permalink) }]
      : []),
    { name: product.title, href: path },
  ];
  const seo: PageSeo = part('seo', () => ({
    title: product.seo.title || product.title,
    description: metaDescription(product.seo.description || shortText || product.title),
    keywords: product.seo.keywords,
    canonical,
    robots: robotsFor(product.seo.indexable),
    image: images[0],
    type: 'product',
    jsonLd: [
      productJsonLd(product, {
        url: absolute(canonical),
        images: images.map(absolute),
        storeName: site.name,
        returnDays: settings.returnDays,
        gstBp: settings.gstBp,
      }),
      breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: absolute(c.href) }))),
    ],
  }));

  const freeDelivery = freeDeliveryOrders(settings.freeDeliveryThresholdCents);
  const buy = buyAttr({ product: cartProductOf(product), universal: product.universal });
  const summary = `<h1>${e(product.title)}</h1>${starsHtml(ratingFor(product.id))}<dl class="facts">${
    product.brand
      ? `<dt>Brand</dt><dd><a href="${e(brandPath(product.brand.permalink))}">${e(product.brand.title)}</a></dd>`
      : ''
  }<dt>SKU</dt><dd>${e(product.sku)}</dd></dl><p>${e(shortText)}</p>${priceHtml(product, settings.gstBp)}<p class="stock stock-${product.stockStatus}" data-stock="${product.stockStatus}">${e(
    STOCK_LABELS[product.stockStatus],
  )}</p>${fitBadgeHtml(product)}`;
  const gallery = part('images', () => galleryHtml(shown, alts));
  const before = `${breadcrumbsHtml(crumbs)}<div class="product"${buy}>${gallery}<div>${summary}`;

  const details = `${
    product.brand?.logoImage
      ? `<img src="${e(image(product.brand.logoImage))}" alt="${e(`${product.brand.title} logo`)}" width="200" height="100" loading="lazy">`
      : ''
  }<dl class="facts"><dt>SKU</dt><dd>${e(product.sku)}</dd>${
    product.weightKg !== null ? `<dt>Weight</dt><dd>${e(product.weightKg)} kg</dd>` : ''
  }</dl>`;
  const fits = fitment.fitsByProduct.get(product.id) ?? [];
  const tabs = tabsHtml('info', 'Product information', [
    {
      id: 'description',
      label: 'Description',
      html: product.descriptionHtml ?? part('long_description', () => editorHtml(product.longDescription)),
    },
    {
      id: 'fitment',
      label: 'Fitment',
      html: part('fitment', () =>
        fitmentTableHtml(product.universal, product.universal ? [] : fitmentRows(fits), product.title),
      ),
    },
    { id: 'details', label: 'Product Details', html: details },
    {
      id: 'shipping',
      label: 'Shipping',
      hidden: true,
      html: `<p>Free delivery on ${e(freeDelivery)}; $${e(deliveryChargeDollars(settings))} (GST included) below that. Orders placed before ${e(ORDER_CUTOFF)} leave within ${e(HANDLING_TIME)} and arrive ${e(DELIVERY_TIME)} after dispatch.</p>`,
    },
  ]);
  const carousels = `${
    related.length > 0
      ? `<section aria-labelledby="related-heading"><h2 id="related-heading">Related Products</h2>${carouselHtml(
          'Related Products',
          cardItemsHtml(related, settings.gstBp),
        )}</section>`
      : ''
  }<section aria-labelledby="new-heading"><h2 id="new-heading">New Products</h2>${carouselHtml(
    'New Products',
    cardItemsHtml(newest, settings.gstBp),
  )}</section>`;
  const after = `<ul class="perks"><li>Free shipping on ${e(freeDelivery)}</li><li>Estimated delivery ${e(
    DELIVERY_TIME,
  )}</li></ul></div></div>${tabs}${carousels}`;

  return {
    seo,
    main: productPageKind(product) === 'buy' ? [before, after] : [`${before}${SOLD_OUT_HTML}${after}`],
    productIds: [product.id, ...related.map((p) => p.id), ...newest.map((p) => p.id)],
  };
}
