/** How the part fitted the order line's vehicle (lib/reviews' FIT_RATINGS), as a radio group. */
import { FIT_RATINGS, type FitRating } from '../../lib/reviews/reviews.ts';

export function FitChoice({
  vehicle,
  value,
  onChange,
  error,
}: {
  vehicle: string;
  value: string | null;
  onChange: (fit: FitRating) => void;
  error?: string;
}) {
  const describedBy = error ? 'fit-error' : undefined;
  return (
    <fieldset className="fit-choice" aria-describedby={describedBy}>
      <legend>How did it fit your {vehicle}?</legend>
      {(Object.entries(FIT_RATINGS) as [FitRating, string][]).map(([key, label]) => (
        <div key={key} className="check">
          <input
            id={`fit-${key}`}
            type="radio"
            name="fit"
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <label htmlFor={`fit-${key}`}>{label}</label>
        </div>
      ))}
      {error && (
        <span id="fit-error" className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
