/** @jsxImportSource ../jsx */
/**
 * A star rating out of 5, only ever of real reviews (docs/design.md#ratings-and-reviews): each star
 * filled as far as the rating reaches (4.5 shows four full stars and a half one, 4.3 four and a
 * third), the figure as text unless `figure` is false, and the same figure in the accessible name.
 * `decorative` stars sit beside words that say the rating already, so assistive technology skips them.
 */

export function Stars({
  rating,
  figure = true,
  decorative = false,
}: {
  rating: number;
  figure?: boolean;
  decorative?: boolean;
}) {
  const value = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  const text = value.toFixed(1);
  // Percent of each star that is filled: 4.5 gives 100, 100, 100, 100, 50.
  const fills = Array.from({ length: 5 }, (_, i) => Math.round(Math.min(1, Math.max(0, value - i)) * 100));
  const label = decorative
    ? { 'aria-hidden': 'true' }
    : { role: 'img', 'aria-label': `Rated ${text} out of 5` };
  return (
    <span class="stars" {...label}>
      <span class="stars-row" aria-hidden="true">
        {fills.map((fill) => (
          <span class="star" data-fill={fill} style={`--fill:${fill}%`}>
            &#9733;
          </span>
        ))}
      </span>
      {figure && <span aria-hidden="true">{text}</span>}
    </span>
  );
}
