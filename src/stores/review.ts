/**
 * The review page's state and actions (the island only shows them): what is being reviewed, the
 * photos uploaded so far, and the form's phase, field errors and message. The form is checked with
 * lib/reviews' ReviewSchema, the one the API checks it with; the fit question must be answered when
 * the order line had a vehicle.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { failureText } from '../lib/api/failures.ts';
import {
  linkTarget,
  memberTarget,
  type Reviewer,
  type ReviewTarget,
  sendReview,
  uploadPhoto,
} from '../lib/api/reviews.ts';
import { check } from '../lib/forms/field-errors.ts';
import { MAX_UPLOAD_BYTES } from '../lib/forms/limits.ts';
import type { ReviewAddress } from '../lib/reviews/review-address.ts';
import { REVIEW_LIMITS, ReviewSchema } from '../lib/reviews/reviews.ts';
import { api } from './api.ts';
import { formStore, submitForm } from './form.ts';

export type { Reviewer, ReviewTarget };

export type TargetState =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; target: ReviewTarget; reviewer: Reviewer };

export const $reviewTarget = atom<TargetState>({ kind: 'loading' });
export const $reviewForm = formStore();

export interface Photos {
  paths: string[];
  /** How many are being uploaded now. */
  uploading: number;
  error: string;
}
export const $reviewPhotos = atom<Photos>({ paths: [], uploading: 0, error: '' });

export const REVIEW_SENT = 'Thank you — your review will appear once it has been checked.';
export const PHOTO_TYPES = 'image/png,image/jpeg,image/webp';
const TOO_BIG = `Each photo must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
const TOO_MANY = `You can add up to ${REVIEW_LIMITS.photos} photos.`;

/** Finds out what the address is for; a link the API refuses says why (expired, used, not valid). */
export async function openReview(address: ReviewAddress): Promise<void> {
  $reviewTarget.set({ kind: 'loading' });
  try {
    const target =
      address.kind === 'guest'
        ? await linkTarget(api, (address.reviewer as { token: string }).token)
        : await memberTarget(api, address.invoice, address.itemId);
    $reviewTarget.set({ kind: 'ready', target, reviewer: address.reviewer });
  } catch (error) {
    $reviewTarget.set({ kind: 'refused', message: failureText('reviewLink', error) });
  }
}

const update = (change: Partial<Photos>) => $reviewPhotos.set({ ...$reviewPhotos.get(), ...change });

/** Uploads the chosen photos, one at a time, up to the limit; each shows once stored. */
export async function addPhotos(reviewer: Reviewer, files: readonly File[]): Promise<void> {
  const room = REVIEW_LIMITS.photos - $reviewPhotos.get().paths.length - $reviewPhotos.get().uploading;
  const taken = files.slice(0, Math.max(0, room));
  update({ error: files.length > taken.length ? TOO_MANY : '' });
  for (const file of taken) {
    if (file.size > MAX_UPLOAD_BYTES) {
      update({ error: TOO_BIG });
      continue;
    }
    update({ uploading: $reviewPhotos.get().uploading + 1 });
    try {
      const path = await uploadPhoto(api, reviewer, file);
      update({ paths: [...$reviewPhotos.get().paths, path] });
    } catch (error) {
      update({ error: failureText('reviewPhoto', error) });
    } finally {
      update({ uploading: $reviewPhotos.get().uploading - 1 });
    }
  }
}

export function removePhoto(path: string): void {
  update({ paths: $reviewPhotos.get().paths.filter((p) => p !== path), error: '' });
}

/** A field the shopper has changed no longer shows the error it had. */
export function clearError(field: string): void {
  const { errors } = $reviewForm.get();
  if (!(field in errors)) return;
  const { [field]: _fixed, ...rest } = errors;
  $reviewForm.setKey('errors', rest);
}

/** The fit picklist of ReviewSchema, required (not nullable) when the line had a vehicle. */
const FitAnswered = v.object({ fit: ReviewSchema.entries.fit.wrapped.wrapped });

/** Checks and sends the review; true when the shop has it. */
export function submitReview(
  reviewer: Reviewer,
  target: ReviewTarget,
  fields: { quality: number | null; fit: string | null; title: string; body: string },
): Promise<boolean> {
  const checked = check(ReviewSchema, { ...fields, quality: fields.quality ?? undefined });
  if (target.vehicleLabel) {
    const fit = check(FitAnswered, { fit: fields.fit });
    if (!fit.ok) {
      const errors = { ...(checked.ok ? {} : checked.errors), ...fit.errors };
      return submitForm($reviewForm, { ok: false, errors }, async () => '', 'review');
    }
  }
  const photos = $reviewPhotos.get().paths;
  return submitForm(
    $reviewForm,
    checked,
    async (review) => {
      await sendReview(api, reviewer, { ...review, fit: target.vehicleLabel ? review.fit : null, photos });
      return REVIEW_SENT;
    },
    'review',
  );
}
