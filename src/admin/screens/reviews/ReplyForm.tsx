/**
 * The shop's public reply to a review, shown under it on the product page: written, edited, or
 * removed (saved as ''). A reply saved against a version someone has changed since is refused.
 */
import { useState } from 'react';
import { REVIEW_LIMITS } from '../../../lib/reviews/reviews.ts';
import { errorOf, Field, FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import type { AdminReview } from '../../types.ts';

export function ReplyForm({
  review,
  save,
  remove,
}: {
  review: AdminReview;
  /** Saves the reply; throws what the API refused (shown on the form). */
  save: (reply: string) => Promise<unknown>;
  /** Removes the reply; the card says if it could not. */
  remove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const form = useAdminForm<{ reply: string }>({ values: { reply: review.reply } });
  const id = `reply-${review.id}`;

  if (!editing)
    return (
      <div className="review-reply">
        {review.reply && (
          <blockquote>
            <p className="muted">Shop's reply</p>
            <p className="prewrap">{review.reply}</p>
          </blockquote>
        )}
        <div className="actions">
          <button type="button" onClick={() => setEditing(true)}>
            {review.reply ? 'Edit reply' : 'Reply publicly'}
          </button>
          {review.reply && (
            <button type="button" onClick={remove}>
              Remove reply
            </button>
          )}
        </div>
      </div>
    );
  return (
    <form
      className="review-reply"
      noValidate
      onSubmit={form.submit(async ({ reply }) => {
        await save(reply);
        setEditing(false);
      })}
    >
      <Field
        id={id}
        label="Public reply"
        hint="Shown under the review on the product page."
        error={errorOf(form, 'reply')}
      >
        {(aria) => (
          <textarea {...aria} rows={4} maxLength={REVIEW_LIMITS.reply} {...form.register('reply')} />
        )}
      </Field>
      <FormError form={form} />
      <div className="actions">
        <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
          Save reply
        </button>
        <button
          type="button"
          onClick={() => {
            form.reset({ reply: review.reply });
            setEditing(false);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
