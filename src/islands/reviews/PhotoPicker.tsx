/**
 * Up to REVIEW_LIMITS.photos photos: each is uploaded as soon as it is chosen (the server checks and
 * re-encodes it) and shown as a thumbnail with a button to remove it.
 */
import { assetUrl } from '../../lib/catalogue/assets.ts';
import { REVIEW_LIMITS } from '../../lib/reviews/reviews.ts';
import type { Photos } from '../../stores/review.ts';
import { PHOTO_TYPES } from '../../stores/review.ts';

export function PhotoPicker({
  photos,
  assetBase,
  onChoose,
  onRemove,
}: {
  photos: Photos;
  assetBase: string;
  onChoose: (files: File[]) => void;
  onRemove: (path: string) => void;
}) {
  const full = photos.paths.length + photos.uploading >= REVIEW_LIMITS.photos;
  return (
    <div className="field review-photos">
      <label htmlFor="review-photos">Photos (optional)</label>
      <span id="review-photos-hint" className="muted">
        Up to {REVIEW_LIMITS.photos} photos: PNG, JPEG or WebP.
      </span>
      <input
        id="review-photos"
        type="file"
        accept={PHOTO_TYPES}
        multiple
        disabled={full}
        aria-describedby="review-photos-hint"
        onChange={(e) => {
          onChoose([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      {photos.paths.length > 0 && (
        <ul className="photo-thumbs" aria-label="Your photos">
          {photos.paths.map((path, i) => (
            <li key={path}>
              <img src={assetUrl(assetBase, path)} alt={`Your upload ${i + 1}`} width={96} height={96} />
              <button type="button" className="btn-secondary" onClick={() => onRemove(path)}>
                Remove<span className="visually-hidden"> photo {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="muted">
        {photos.uploading > 0 &&
          `Uploading ${photos.uploading === 1 ? '1 photo' : `${photos.uploading} photos`}…`}
      </p>
      {photos.error && (
        <p role="alert" className="field-error">
          {photos.error}
        </p>
      )}
    </div>
  );
}
