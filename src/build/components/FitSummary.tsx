/** @jsxImportSource ../jsx */
/**
 * What owners of the shopper's vehicle said about the fit ("12 of 13 owners of a Ranger PX3 say it
 * fitted"), beside the product's fit badge. The build cannot know the shopper's vehicle: the element
 * carries every vehicle with enough fit ratings (FIT_SUMMARY_MIN) as the selector's vehicle ids that
 * share its make, model and series, and src/browser/fit-reviews.ts shows the active vehicle's line,
 * or nothing. The data is `[[vehicle ids], text], ...` in JSON.
 */
import type { FitSummary } from '../../lib/catalogue/product.ts';
import type { Vehicle } from '../../lib/fitment/fitment.ts';
import { FIT_SUMMARY_MIN, fitSummaryKey, fitSummaryText } from '../../lib/reviews/reviews.ts';

export type FitSummaryLine = [vehicleIds: number[], text: string];

const idsByKeyOf = new WeakMap<readonly Vehicle[], Map<string, number[]>>();

/** The selector's vehicle ids by fit summary key (made once per list of vehicles, not per page). */
export function vehicleIdsByKey(vehicles: readonly Vehicle[]): Map<string, number[]> {
  let byKey = idsByKeyOf.get(vehicles);
  if (!byKey) {
    byKey = new Map();
    for (const v of vehicles) {
      const key = fitSummaryKey(v);
      const ids = byKey.get(key);
      if (ids) ids.push(v.id);
      else byKey.set(key, [v.id]);
    }
    idsByKeyOf.set(vehicles, byKey);
  }
  return byKey;
}

/** The lines the page may show: vehicles with at least FIT_SUMMARY_MIN fit ratings that the selector has. */
export function fitSummaryLines(
  summary: readonly FitSummary[],
  idsByKey: Map<string, number[]>,
): FitSummaryLine[] {
  return summary.flatMap((s): FitSummaryLine[] => {
    const ids = idsByKey.get(s.key);
    return s.total >= FIT_SUMMARY_MIN && ids?.length
      ? [[ids, fitSummaryText(s.fitted, s.total, s.name)]]
      : [];
  });
}

export function FitSummaryNote({ lines }: { lines: readonly FitSummaryLine[] }) {
  if (lines.length === 0) return null;
  return <p class="fit-summary" data-fit-reviews={JSON.stringify(lines)} hidden />;
}
