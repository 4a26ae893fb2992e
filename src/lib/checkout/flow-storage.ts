/** Values kept in sessionStorage for 5 minutes during password reset (docs/product.md#states-and-timers: email and code). */
export const FLOW_TTL_MS = 300_000;

export function keep(storage: Pick<Storage, 'setItem'>, key: string, value: string, now = Date.now()): void {
  storage.setItem(key, JSON.stringify({ value, at: now }));
}

export function recall(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  key: string,
  now = Date.now(),
): string | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as { value?: unknown; at?: unknown } | null;
    if (
      stored &&
      typeof stored.value === 'string' &&
      typeof stored.at === 'number' &&
      now - stored.at <= FLOW_TTL_MS
    )
      return stored.value;
  } catch {
    // unreadable: treated as missing
  }
  storage.removeItem(key);
  return null;
}
