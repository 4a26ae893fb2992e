/** Allows an action once per interval for each key (the product spec: add to cart at most once a second per card). */
export function createKeyedThrottle(intervalMs: number, now: () => number = Date.now) {
  const last = new Map<string | number, number>();
  /** True when the action may run now for this key (and records it). */
  return (key: string | number): boolean => {
    const t = now();
    const previous = last.get(key);
    if (previous !== undefined && t - previous < intervalMs) return false;
    last.set(key, t);
    return true;
  };
}
