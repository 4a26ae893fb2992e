/**
 * Memos of what a process derives from the catalogue's products (the catalogue itself, listings,
 * related products, vehicle pages). A generator process that makes one build's pages computes each
 * once; the resident generator (src/build/generator/resident.ts), which makes edit after edit in one
 * process, starts them again when its products change. What does not derive from products (the
 * API's lists, fitment, home blocks) changes only with a full build, which starts a new process.
 */
let version = 0;

/** `load` once per version of the products. */
export function productMemo<T>(load: () => Promise<T>): () => Promise<T> {
  let at = -1;
  let promise: Promise<T> | undefined;
  return () => {
    if (at !== version || !promise) {
      at = version;
      promise = load();
    }
    return promise;
  };
}

/** The products changed: every product memo loads again when next asked. */
export function productsChanged(): void {
  version++;
}
