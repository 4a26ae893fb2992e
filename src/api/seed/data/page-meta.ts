/** SEO meta of the shop, category, child category and brand listing pages. */
import { slugify } from '../../../lib/format/text.ts';
import { childSkuOf } from '../products.ts';
import { brandSeeds, categorySeeds } from './taxonomy.ts';

type Row = { scope: string; refKey: string; option: string; value: string };

const shopDescription =
  'Shop genuine and quality aftermarket auto parts, tools and accessories delivered Australia-wide. ' +
  'Whether you are servicing the family hatch, preparing a 4WD for the Simpson Desert or kitting out a ' +
  'home workshop, our range covers brakes, filters, suspension, lighting, batteries, oils and fluids, ' +
  'recovery gear and professional hand tools from brands Australian mechanics trust. Every part is listed ' +
  'with its fitment, weight and specifications so you can order with confidence, and our team is on hand ' +
  'seven days a week to confirm fitment from your registration or VIN. Orders placed before 6 PM AEST ' +
  'are handled the same or next business day.';

function rows(scope: string, refKey: string, meta: Record<string, string>): Row[] {
  return Object.entries(meta).map(([option, value]) => ({ scope, refKey, option, value }));
}

/** Page meta rows for every listing page. One category carries broken schema markup, one child is noindex. */
export function pageMetaSeeds(): Row[] {
  const out: Row[] = rows('shop', '', {
    _seo_title: 'Shop Auto Parts, Tools & Accessories Online',
    _seo_description:
      'Brakes, filters, suspension, lighting, batteries, oils and tools delivered Australia-wide.',
    _seo_tags: 'auto parts, car parts online, 4wd accessories, tools, australia',
    _schema_markup: JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Shop Auto Parts, Tools & Accessories',
    }),
    _description: `<p>${shopDescription}</p>`,
    _editor_image: 'uploads/pages/shop-editor.webp',
    _page_index: '1',
  });
  for (const category of categorySeeds) {
    out.push(
      ...rows('category', category.sku, {
        _seo_title: `${category.title} | Auto Parts Online`,
        _seo_description: `Buy ${category.title.toLowerCase()} online with fast delivery across Australia.`,
        _seo_tags: `${category.title.toLowerCase()}, auto parts`,
        _schema_markup:
          category.sku === 'EXH'
            ? '{"@context": "https://schema.org", broken'
            : JSON.stringify({
                '@context': 'https://schema.org',
                '@type': 'CollectionPage',
                name: category.title,
              }),
        _description: `<p>Our ${category.title.toLowerCase()} range includes ${category.children
          .map((c) => c.title.toLowerCase())
          .join(', ')} from leading brands. ${shopDescription}</p>`,
        _editor_image: '',
        _page_index: '1',
      }),
    );
    category.children.forEach((child, i) => {
      out.push(
        ...rows('child_category', childSkuOf(category, i), {
          _seo_title: `${child.title} | ${category.title}`,
          _seo_description: `${child.title} for Australian cars, utes and 4WDs.`,
          _seo_tags: `${slugify(child.title).replaceAll('-', ' ')}, ${category.title.toLowerCase()}`,
          _schema_markup: '',
          _description: `<p>Find ${child.title.toLowerCase()} to suit your vehicle.</p>`,
          _editor_image: '',
          _page_index: category.sku === 'WKS' && i === 3 ? '0' : '1',
        }),
      );
    });
  }
  for (const brand of brandSeeds) {
    out.push(
      ...rows('brand', brand.permalink, {
        _seo_title: `${brand.title} Parts & Accessories`,
        _seo_description: brand.about,
        _seo_tags: `${brand.title.toLowerCase()}, ${brand.title.toLowerCase()} parts`,
        _schema_markup: '',
        _editor_image: '',
        _page_index: '1',
      }),
    );
  }
  return out;
}
