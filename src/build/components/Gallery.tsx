/** @jsxImportSource ../jsx */
/**
 * The product gallery: the main image and a strip of thumbnails, 3 in view, with arrows when there are
 * more than 3. Thumbnails are links to the full image, so it works without JavaScript;
 * src/browser/gallery.ts shows a thumbnail's image (and its alt text) in the main view.
 */
import { FALLBACK_IMAGE, srcsetFor } from '../../lib/catalogue/assets.ts';

const MAIN_WIDTHS = [480, 800, 1200];

/** `images` are URLs; `alts` the alt text of each, in the same order (for none, the placeholder's). */
export function Gallery({ images, alts }: { images: readonly string[]; alts: readonly string[] }) {
  // No image: the placeholder, as product cards show.
  const shown = images.length === 0 ? [FALLBACK_IMAGE] : images;
  const main = (
    <img
      class="gallery-main"
      data-main
      src={shown[0]}
      srcset={srcsetFor(shown[0]!, MAIN_WIDTHS)}
      sizes="(max-width: 800px) 100vw, 50vw"
      alt={alts[0]}
      width="800"
      height="800"
      fetchpriority="high"
    />
  );
  if (shown.length <= 1)
    return (
      <div class="gallery" data-gallery>
        {main}
      </div>
    );
  const arrows = shown.length > 3;
  return (
    <div class="gallery" data-gallery>
      {main}
      <div class="thumbs-wrap">
        {arrows && (
          <button type="button" class="thumb-arrow" data-prev aria-label="Previous images" hidden>
            &#8249;
          </button>
        )}
        <ul class="thumbs" data-thumbs aria-label="Product images">
          {shown.map((src, i) => (
            <li>
              <a
                href={src}
                data-thumb={src}
                data-alt={alts[i]}
                data-srcset={srcsetFor(src, MAIN_WIDTHS)}
                aria-label={`Show image ${i + 1} of ${shown.length}`}
                aria-current={i === 0 ? 'true' : undefined}
              >
                <img
                  src={src}
                  srcset={srcsetFor(src, [160, 320])}
                  sizes="90px"
                  alt=""
                  width="90"
                  height="90"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
        {arrows && (
          <button type="button" class="thumb-arrow" data-next aria-label="Next images" hidden>
            &#8250;
          </button>
        )}
      </div>
    </div>
  );
}
