/** /{group}-sitemap.xml: one sitemap group (product, category, child-category, brand, blogs, other, vehicles). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { type SitemapGroup, sitemapGroups, urlsetXml } from '../data/sitemap.ts';

export const getStaticPaths = (async () =>
  (await sitemapGroups()).map((group) => ({
    params: { group: group.slug },
    props: { group },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ group: SitemapGroup }> = ({ props }) =>
  new Response(urlsetXml(props.group), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
