/**
 * Head metadata of the shop-by-vehicle pages: titles, descriptions, breadcrumbs and JSON-LD
 * (BreadcrumbList + CollectionPage with an ItemList of what the page lists). Pure.
 */
import { vehiclesPath, yearSpan } from '../lib/fitment/fitment.ts';
import { breadcrumbJsonLd, metaDescription, type PageSeo, robotsFor } from '../lib/site/seo.ts';
import { productPath } from '../lib/site/urls.ts';
import { absolute, site } from './site.ts';
import { CARDS_PER_GROUP, type MakeEntry, type ModelEntry, type SeriesEntry } from './vehicle-pages.ts';

export interface Crumb {
  name: string;
  href: string;
}

export const VEHICLES_CRUMBS: Crumb[] = [
  { name: 'Home', href: '/' },
  { name: 'Shop by Vehicle', href: '/vehicles/' },
];

/** "Ford Ranger PX3 (2018–2022)" */
export const seriesName = (s: SeriesEntry) =>
  `${s.make} ${s.model} ${s.series} (${yearSpan(s.yearFrom, s.yearTo)})`;

/** Home > Shop by Vehicle > Ford > Ranger > PX3, as far as the page goes. */
export function vehicleCrumbs(make?: string, model?: string, series?: string): Crumb[] {
  const crumbs = [...VEHICLES_CRUMBS];
  if (make) crumbs.push({ name: make, href: vehiclesPath(make) });
  if (make && model) crumbs.push({ name: model, href: vehiclesPath(make, model) });
  if (make && model && series) crumbs.push({ name: series, href: vehiclesPath(make, model, series) });
  return crumbs;
}

/** A CollectionPage whose main entity lists the given links. */
function collectionJsonLd(name: string, path: string, items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absolute(path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absolute(item.path),
        name: item.name,
      })),
    },
  };
}

function seo(
  title: string,
  description: string,
  path: string,
  crumbs: Crumb[],
  items: { name: string; path: string }[],
  indexable: boolean,
): PageSeo {
  return {
    title,
    description: metaDescription(description),
    canonical: path,
    robots: indexable ? robotsFor(true) : 'noindex, follow',
    jsonLd: [
      breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: absolute(c.href) }))),
      collectionJsonLd(title, path, items),
    ],
  };
}

const names = (list: string[], max = 6) =>
  list.length > max ? `${list.slice(0, max).join(', ')} and more` : list.join(', ');

export function vehiclesIndexSeo(makes: MakeEntry[]): PageSeo {
  return seo(
    `Shop by Vehicle | ${site.name}`,
    `Find parts that fit your car, 4WD or ute: choose from ${names(
      makes.map((m) => m.make),
      10,
    )}.`,
    '/vehicles/',
    VEHICLES_CRUMBS,
    makes.map((m) => ({ name: `${m.make} parts`, path: m.path })),
    true,
  );
}

export function makeSeo(make: MakeEntry): PageSeo {
  return seo(
    `${make.make} Parts & Accessories | ${site.name}`,
    `Parts and accessories for ${make.make} vehicles: ${names(make.models.map((m) => m.model))}. Choose your model and series to see the parts that fit.`,
    make.path,
    vehicleCrumbs(make.make),
    make.models.map((m) => ({ name: `${m.make} ${m.model} parts`, path: m.path })),
    make.parts > 0,
  );
}

export function modelSeo(model: ModelEntry): PageSeo {
  const span = yearSpan(model.yearFrom, model.yearTo);
  return seo(
    `${model.make} ${model.model} (${span}) Parts & Accessories | ${site.name}`,
    `Parts and accessories for the ${model.make} ${model.model}, ${span}: ${names(model.series.map((s) => s.series))}. Choose your series to see the parts that fit.`,
    model.path,
    vehicleCrumbs(model.make, model.model),
    model.series.map((s) => ({ name: `${seriesName(s)} parts`, path: s.path })),
    model.parts > 0,
  );
}

export function seriesSeo(series: SeriesEntry): PageSeo {
  const name = seriesName(series);
  const count = series.products.length;
  const categories = names(
    series.groups.map((g) => g.name.toLowerCase()),
    3,
  );
  const description =
    count > 0
      ? `${count} ${count === 1 ? 'part' : 'parts'} that fit the ${name}: ${categories}. Engines: ${names(series.engines, 3)}.`
      : `Parts for the ${name} at ${site.name}.`;
  return seo(
    `${name} Parts & Accessories`,
    description,
    series.path,
    vehicleCrumbs(series.make, series.model, series.series),
    // The cards the page shows (a series lists up to ~500 parts at 10,000 products; the rest are links).
    series.groups
      .flatMap((g) => g.products.slice(0, CARDS_PER_GROUP))
      .map((p) => ({ name: p.title, path: productPath(p.permalink) })),
    count > 0,
  );
}
