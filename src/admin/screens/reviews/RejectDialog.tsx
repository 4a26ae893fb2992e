/**
 * Rejecting a review: a reason must be chosen from lib/reviews' REJECT_REASONS, the only reasons the
 * law lets a shop hide a review for; there is no free text and no "negative" among them.
 */
import { useState } from 'react';
import { check } from '../../../lib/forms/field-errors.ts';
import { REJECT_REASONS, type RejectReason, RejectSchema } from '../../../lib/reviews/reviews.ts';
import { ConfirmDialog } from '../../confirm-dialog.tsx';

export function RejectDialog({
  title,
  onReject,
  onCancel,
}: {
  title: string;
  onReject: (reason: RejectReason) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<string>('');
  const [error, setError] = useState('');
  const confirm = () => {
    const checked = check(RejectSchema, { reason });
    if (checked.ok) onReject(checked.value.reason);
    else {
      setError(checked.errors.reason ?? '');
      document.getElementById(`reject-${Object.keys(REJECT_REASONS)[0]}`)?.focus();
    }
  };
  return (
    <ConfirmDialog
      title="Reject this review?"
      confirmLabel="Reject review"
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>
        “{title}” will not be shown. A review may be rejected only for one of these reasons, never for being
        negative.
      </p>
      <fieldset className="checks" aria-describedby={error ? 'reject-error' : undefined}>
        <legend>Reason</legend>
        {(Object.entries(REJECT_REASONS) as [RejectReason, string][]).map(([key, label]) => (
          <label key={key} htmlFor={`reject-${key}`}>
            <input
              id={`reject-${key}`}
              type="radio"
              name="reject-reason"
              value={key}
              checked={reason === key}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                setReason(key);
                setError('');
              }}
            />
            {label}
          </label>
        ))}
        {error && (
          <span id="reject-error" className="field-error" role="alert">
            {error}
          </span>
        )}
      </fieldset>
    </ConfirmDialog>
  );
}
