/** /robots.txt pointing crawlers at the sitemap index. */
import type { APIRoute } from 'astro';
import { absolute } from '../data/site.ts';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /cart/',
      'Disallow: /checkout/',
      'Disallow: /my-account/',
      'Disallow: /search-results/',
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
