/**
 * docs/product.md#states-and-timers, rate limiting: on a 429 the shopper goes to /too-many-requests, the page they were
 * on is remembered as lastVisitedUrl (unless they are already there), and no second redirect
 * happens within 45 seconds.
 */
export const REDIRECT_SUPPRESS_MS = 45_000;

export interface RedirectEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: { pathname: string; search: string; assign(url: string): void };
  now: () => number;
}

export function handleTooManyRequests({ storage, location, now }: RedirectEnv): void {
  const onPage = location.pathname.startsWith('/too-many-requests');
  if (!onPage) storage.setItem('lastVisitedUrl', `${location.pathname}${location.search}`);
  const last = Number(storage.getItem('tooManyRequestsAt') ?? 0);
  if (onPage || now() - last < REDIRECT_SUPPRESS_MS) return;
  storage.setItem('tooManyRequestsAt', String(now()));
  location.assign('/too-many-requests/');
}
