/** Where to send a shopper back to after the rate-limit page: a same-site path, or /. */
export function safeReturnPath(value: string | null | undefined): string {
  // Only paths on this site: one leading slash, not "//host" or "/\\host".
  if (!value || !/^\/(?![/\\])/.test(value)) return '/';
  if (value.startsWith('/too-many-requests')) return '/';
  return value;
}
