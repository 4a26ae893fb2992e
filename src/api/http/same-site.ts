/**
 * Which browser pages may send to the API: the storefront's origin and any in CORS_ORIGINS. CORS
 * guards the JSON calls; a plain HTML form post needs no preflight, so its handler asks fromShopPage.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';

/** The origins whose pages may call the API from a browser. */
export function browserOrigins(deps: Pick<AppDeps, 'siteUrl' | 'corsOrigins'>): Set<string> {
  return new Set([new URL(deps.siteUrl).origin, ...(deps.corsOrigins ?? [])]);
}

/**
 * True when a request comes from one of the shop's pages: its Origin is one of browserOrigins or,
 * when the browser sent no Origin, Sec-Fetch-Site says the same site. Another site's page is refused,
 * and so is a request that says neither (every browser sends one of them with a form post).
 */
export function fromShopPage(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) return browserOrigins(c.var.deps).has(origin);
  const site = c.req.header('Sec-Fetch-Site');
  return site === 'same-origin' || site === 'same-site';
}

/** The shop page a request came from (its Referer, when that is one of the shop's), else the home page. */
export function shopPageBack(c: Context<AppEnv>): string {
  const { deps } = c.var;
  const home = new URL('/', deps.siteUrl).href;
  try {
    const referer = new URL(c.req.header('Referer') ?? '');
    return browserOrigins(deps).has(referer.origin) ? referer.href : home;
  } catch {
    return home;
  }
}
