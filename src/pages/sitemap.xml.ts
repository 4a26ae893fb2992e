/** /sitemap.xml: index of the group sitemaps (the six of docs/product.md#screens-and-routes and vehicles). */
import type { APIRoute } from 'astro';
import { sitemapGroups, sitemapIndexXml } from '../data/sitemap.ts';

export const GET: APIRoute = async () =>
  new Response(sitemapIndexXml(await sitemapGroups()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
