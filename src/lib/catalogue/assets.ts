/** Image addresses: the API's relative image paths under the public asset base (docs/product.md#api-calls). */

export const FALLBACK_IMAGE = '/assets/images/product-image-not-found.webp';

/** Widths the image host offers as ?w=N variants. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;

/** Full image URL for an API image path; the fallback image when the path is empty. */
export function assetUrl(base: string, path: string | null | undefined): string {
  if (!path) return FALLBACK_IMAGE;
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** srcset of resized variants for an image URL, for the given widths (none for the fallback). */
export function srcsetFor(url: string, widths: readonly number[]): string | undefined {
  if (url === FALLBACK_IMAGE) return undefined;
  const sep = url.includes('?') ? '&' : '?';
  return widths.map((w) => `${url}${sep}w=${w} ${w}w`).join(', ');
}
