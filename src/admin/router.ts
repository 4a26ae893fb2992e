/**
 * The back office's hash routes (#/orders, #/orders/SC…, #/returns/12?…): parsing and building are
 * pure, so they are tested without a browser; `useRoute` follows the address.
 */
import { useEffect, useState } from 'react';

export const SCREENS = [
  'dashboard',
  'orders',
  'returns',
  'customers',
  'inbox',
  'staff',
  'audit',
  'settings',
  'products',
  'product-import',
  'vehicles',
  'categories',
  'brands',
  'blogs',
  'pages',
  'faqs',
  'home-blocks',
  'page-meta',
  'password',
  'reset-password',
  'publishing',
] as const;
export type Screen = (typeof SCREENS)[number];

export interface Route {
  screen: Screen;
  /** The record after the screen's name (an order number, a return or customer id). */
  id: string | null;
  /** Filters and page of a list, from after '?'. */
  query: URLSearchParams;
}

/** The route of a location hash; anything unknown is the dashboard. */
export function parseRoute(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [name = '', id] = path.split('/').filter(Boolean).map(decodeURIComponent);
  const screen = (SCREENS as readonly string[]).includes(name) ? (name as Screen) : 'dashboard';
  return { screen, id: id ?? null, query: new URLSearchParams(search) };
}

/** The hash of a screen, an optional record and optional query values (empty ones left out). */
export function href(
  screen: Screen,
  id?: string | number | null,
  query: Record<string, string> = {},
): string {
  const path = screen === 'dashboard' ? '#/' : `#/${screen}${id == null ? '' : `/${encodeURIComponent(id)}`}`;
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return qs ? `${path}?${qs}` : path;
}

export function navigate(to: string): void {
  window.location.hash = to;
}

/** The current route, updated on every hash change. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
