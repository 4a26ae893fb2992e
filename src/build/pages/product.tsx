/** @jsxImportSource ../jsx */
/**
 * A product page's content: its SEO, and the main element around the ADD TO CART island, made from the
 * components in src/build/components. The page (src/pages/product/[permalink].astro) renders it in the
 * shared layout, and the build writes the other product pages into that page's shell with the same
 * strings, so the two can never differ.
 */

import { loadCatalogue } from '../../data/catalogue.ts';
import { fitmentRows, loadFitment } from '../../data/fitment.ts';
import { newestProducts, relatedProducts } from '../../data/relations.ts';
import { absolute, image, site } from '../../data/site.ts';
import { part, renderFault } from '../../lib/build/render-fault.ts';
import { buyData } from '../../lib/catalogue/buy-box.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { altOf } from '../../lib/catalogue/product.ts';
import { canBuy } from '../../lib/catalogue/stock.ts';
import { cartProductOf } from '../../lib/checkout/cart.ts';
import { freeDeliveryOrders } from '../../lib/checkout/delivery-promises.ts';
import { stripTags } from '../../lib/format/text.ts';
import { deliveryChargeDollars } from '../../lib/pricing/settings-text.ts';
import {
  breadcrumbJsonLd,
  metaDescription,
  type PageSeo,
  productJsonLd,
  robotsFor,
} from '../../lib/site/seo.ts';
import { categoryPath, productPath } from '../../lib/site/urls.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { BuyBox, SoldOut } from '../components/BuyBox.tsx';
import { DeliveryTerms, Perks } from '../components/Delivery.tsx';
import { EditorHtml } from '../components/EditorHtml.tsx';
import { FitmentTable } from '../components/FitmentTable.tsx';
import { fitSummaryLines, vehicleIdsByKey } from '../components/FitSummary.tsx';
import { FreightEstimate } from '../components/FreightEstimate.tsx';
import { Gallery } from '../components/Gallery.tsx';
import { ProductCarousel } from '../components/ProductCarousel.tsx';
import { ProductDetails } from '../components/ProductDetails.tsx';
import { ProductReviews } from '../components/ProductReviews.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { raw } from '../jsx/jsx-runtime.ts';
import { IslandSlot, splitAtSlot } from '../jsx/slot.ts';

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
 * Which shell a product page is made in: one that can be bought has the ADD TO CART island between its
 * two main parts, one that cannot has a single main part.
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

  const freeOn = freeDeliveryOrders(settings.freeDeliveryThresholdCents);
  const fits = fitment.fitsByProduct.get(product.id) ?? [];
  const gallery = part('images', () => <Gallery images={shown} alts={alts} />);
  // The loader stores the description sanitised (EditorHtml); a product made elsewhere has it made here.
  const description =
    product.descriptionHtml != null
      ? raw(product.descriptionHtml)
      : part('long_description', () => <EditorHtml html={product.longDescription} />);
  const fitmentTable = part('fitment', () => (
    <FitmentTable
      universal={product.universal}
      rows={product.universal ? [] : fitmentRows(fits)}
      title={product.title}
    />
  ));
  const canBeBought = productPageKind(product) === 'buy';

  const html = (
    <>
      <Breadcrumbs items={crumbs} />
      <div
        class="product"
        data-buy={buyData({ product: cartProductOf(product), universal: product.universal })}
      >
        {gallery}
        <div>
          <BuyBox
            product={product}
            shortText={shortText}
            gstBp={settings.gstBp}
            payLater={settings.payLater ?? false}
            fitSummary={part('reviews', () =>
              fitSummaryLines(product.fitSummary, vehicleIdsByKey(fitment.vehicles)),
            )}
          />
          {canBeBought ? <IslandSlot /> : <SoldOut />}
          <Perks freeOn={freeOn} />
          {canBeBought && <FreightEstimate productId={product.id} />}
        </div>
      </div>
      <Tabs
        id="info"
        label="Product information"
        tabs={[
          { id: 'description', label: 'Description', content: description },
          { id: 'fitment', label: 'Fitment', content: fitmentTable },
          {
            id: 'details',
            label: 'Product Details',
            content: (
              <ProductDetails
                product={product}
                logo={product.brand?.logoImage ? image(product.brand.logoImage) : null}
              />
            ),
          },
          {
            id: 'shipping',
            label: 'Shipping',
            hidden: true,
            content: <DeliveryTerms freeOn={freeOn} charge={deliveryChargeDollars(settings)} />,
          },
        ]}
      />
      {part('reviews', () => (
        <ProductReviews product={product} storeName={site.name} photoUrl={image} />
      ))}
      {related.length > 0 && (
        <ProductCarousel
          id="related-heading"
          title="Related Products"
          products={related}
          gstBp={settings.gstBp}
        />
      )}
      <ProductCarousel id="new-heading" title="New Products" products={newest} gstBp={settings.gstBp} />
    </>
  ).html;

  return {
    seo,
    main: canBeBought ? splitAtSlot(html) : [html],
    productIds: [product.id, ...related.map((p) => p.id), ...newest.map((p) => p.id)],
  };
}
