/**
 * The 1 to 5 star quality rating as a radio group: arrow keys move between the stars, a screen
 * reader hears "3 stars, 3 of 5", and the stars up to the chosen one are filled.
 */

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const describedBy = error ? 'quality-error' : undefined;
  return (
    <fieldset className="star-rating" aria-describedby={describedBy}>
      <legend>Your rating</legend>
      <div className="stars">
        {STARS.map((n) => (
          <label key={n} className={value !== null && n <= value ? 'star is-on' : 'star'}>
            <input
              type="radio"
              name="quality"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
      <p className="muted star-words" aria-hidden="true">
        {value ? `${value} out of 5` : 'Choose from 1 to 5 stars'}
      </p>
      {error && (
        <span id="quality-error" className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
