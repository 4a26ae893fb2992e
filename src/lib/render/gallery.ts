/**
 * The product gallery as an HTML string: the main image and a strip of thumbnails, 3 in view, with
 * arrows when there are more than 3. Thumbnails are links to the full image, so it works without
 * JavaScript; scripts/gallery.ts shows a thumbnail's image (and its alt text) in the main view.
 */
import { FALLBACK_IMAGE, srcsetFor } from '../catalogue/assets.ts';
import { escapeHtml as e } from './html.ts';

const MAIN_WIDTHS = [480, 800, 1200];

const attr = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${e(value)}"`;

/** `images` are URLs; `alts` the alt text of each, in the same order (for none, the placeholder's). */
export function galleryHtml(images: readonly string[], alts: readonly string[]): string {
  // No image: the placeholder, as product cards show (SPEC section 7).
  if (images.length === 0) return galleryHtml([FALLBACK_IMAGE], alts);
  const main = `<img class="gallery-main" data-main${attr('src', images[0])}${attr('srcset', srcsetFor(images[0]!, MAIN_WIDTHS))} sizes="(max-width: 800px) 100vw, 50vw"${attr('alt', alts[0])} width="800" height="800" fetchpriority="high">`;
  if (images.length <= 1) return `<div class="gallery" data-gallery>${main}</div>`;
  const arrows = images.length > 3;
  const thumbs = images
    .map(
      (src, i) =>
        `<li><a${attr('href', src)}${attr('data-thumb', src)}${attr('data-alt', alts[i])}${attr('data-srcset', srcsetFor(src, MAIN_WIDTHS))} aria-label="Show image ${i + 1} of ${images.length}"${i === 0 ? ' aria-current="true"' : ''}><img${attr('src', src)}${attr('srcset', srcsetFor(src, [160, 320]))} sizes="90px" alt="" width="90" height="90" loading="lazy"></a></li>`,
    )
    .join('');
  return `<div class="gallery" data-gallery>${main}<div class="thumbs-wrap">${
    arrows
      ? '<button type="button" class="thumb-arrow" data-prev aria-label="Previous images" hidden>&#8249;</button>'
      : ''
  }<ul class="thumbs" data-thumbs aria-label="Product images">${thumbs}</ul>${
    arrows
      ? '<button type="button" class="thumb-arrow" data-next aria-label="Next images" hidden>&#8250;</button>'
      : ''
  }</div></div>`;
}
