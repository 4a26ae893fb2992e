import { isSitePath } from '../site/site-path.ts';

/** Where to send a shopper back to after the rate-limit page: a same-site path, or /. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !isSitePath(value)) return '/';
  if (value.startsWith('/too-many-requests')) return '/';
  return value;
}
