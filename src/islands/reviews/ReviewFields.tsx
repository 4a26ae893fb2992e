/**
 * The review form for one order line: the star rating, the fit question when the line had a vehicle,
 * a title, the review with its character count, photos, and the button. Checked before sending; the
 * server's field errors show beside their fields.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef, useState } from 'react';
import { REVIEW_LIMITS } from '../../lib/reviews/reviews.ts';
import type { Reviewer, ReviewTarget } from '../../stores/review.ts';
import {
  $reviewForm,
  $reviewPhotos,
  addPhotos,
  clearError,
  removePhoto,
  submitReview,
} from '../../stores/review.ts';
import { Field, FormMessage } from '../account/Field.tsx';
import { useFirstErrorFocus } from '../account/first-error.ts';
import { FitChoice } from './FitChoice.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { StarRating } from './StarRating.tsx';

export function ReviewFields({
  target,
  reviewer,
  assetBase,
}: {
  target: ReviewTarget;
  reviewer: Reviewer;
  assetBase: string;
}) {
  const { phase, errors, message } = useStore($reviewForm);
  const photos = useStore($reviewPhotos);
  const [quality, setQuality] = useState<number | null>(null);
  const [fit, setFit] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  const busy = phase === 'busy' || photos.uploading > 0;
  /** Sets a field and takes its error away. */
  const edit =
    <T,>(field: string, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clearError(field);
    };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void submitReview(reviewer, target, { quality, fit, title, body });
  };

  return (
    <form ref={formRef} className="account-form review-form" noValidate onSubmit={submit}>
      <StarRating value={quality} onChange={edit('quality', setQuality)} error={errors.quality} />
      {target.vehicleLabel && (
        <FitChoice
          vehicle={target.vehicleLabel}
          value={fit}
          onChange={edit('fit', setFit)}
          error={errors.fit}
        />
      )}
      <Field
        name="title"
        label="Title"
        value={title}
        maxLength={REVIEW_LIMITS.title}
        onChange={(e) => edit('title', setTitle)(e.currentTarget.value)}
        error={errors.title}
      />
      <div className="field">
        <label htmlFor="body">Your review</label>
        <textarea
          id="body"
          name="body"
          rows={6}
          value={body}
          maxLength={REVIEW_LIMITS.body}
          onChange={(e) => edit('body', setBody)(e.currentTarget.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={['body-count', errors.body && 'body-error'].filter(Boolean).join(' ')}
        />
        <span id="body-count" className="muted char-count">
          {body.length} of {REVIEW_LIMITS.body} characters
        </span>
        {errors.body && (
          <span id="body-error" className="field-error">
            {errors.body}
          </span>
        )}
      </div>
      <PhotoPicker
        photos={photos}
        assetBase={assetBase}
        onChoose={(files) => void addPhotos(reviewer, files)}
        onRemove={removePhoto}
      />
      {errors.photos && <p className="field-error">{errors.photos}</p>}
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={busy}>
        {phase === 'busy' ? 'Sending...' : 'Submit review'}
      </button>
    </form>
  );
}
