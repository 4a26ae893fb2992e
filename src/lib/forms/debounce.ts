/** Runs the first call and ignores calls that follow within `ms` (the product spec: menu toggle debounced 300 ms). */
export function leadingDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): void => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    fn(...args);
  };
}

/** Runs only the last of a burst of calls, `ms` after it (search typing). */
export function trailingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
