/**
 * The back office's hash routes (#/orders, #/orders/SC…, #/returns/12?…): parsing and building are
 * pure, so they are tested without a browser; `useRoute` follows the address, unless a form with
 * unsaved changes holds it (`holdRoute`): then the person is asked first, and staying puts the
 * address back.
 */
import { useSyncExternalStore } from 'react';

export const SCREENS = [
  'dashboard',
  'orders',
  'returns',
  'customers',
  'inbox',
  'staff',
  'audit',
  'settings',
  'emails',
  'freight',
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
  'stock',
  'pick-list',
  'locations',
  'stock-csv',
  'reviews',
  'fitment-queue',
  'search-synonyms',
  'search-analytics',
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

/** What a person is asked before leaving a form whose changes are not saved. */
export const LEAVE_MESSAGE = 'You have unsaved changes. Leave without saving them?';

const holds = new Set<symbol>();
const listeners = new Set<() => void>();
let current: Route | null = null;

function onHashChange(event: HashChangeEvent) {
  if (holds.size && !window.confirm(LEAVE_MESSAGE)) {
    history.replaceState(history.state, '', event.oldURL);
    return;
  }
  current = parseRoute(window.location.hash);
  for (const listener of listeners) listener();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (holds.size) event.preventDefault();
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('hashchange', onHashChange);
  };
}

function snapshot(): Route {
  current ??= parseRoute(window.location.hash);
  return current;
}

/** The current route, updated on every hash change a held form lets through. */
export function useRoute(): Route {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Holds the address while `dirty` (a form's unsaved changes): leaving by a link, the back button or
 * closing the tab asks first. Answers the release, for the form's effect cleanup.
 */
export function holdRoute(): () => void {
  const hold = Symbol('unsaved form');
  if (!holds.size) window.addEventListener('beforeunload', onBeforeUnload);
  holds.add(hold);
  return () => {
    holds.delete(hold);
    if (!holds.size) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
