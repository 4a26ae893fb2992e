/**
 * The product page's fit summary for the shopper's vehicle, without React: the page's
 * `[data-fit-reviews]` element (src/build/components/FitSummary.tsx) carries `[[vehicle ids], text]`
 * for each vehicle enough owners rated the fit for; this shows the active vehicle's text ("12 of 13
 * owners of a Ranger PX3 say it fitted") and hides it for any other vehicle or none. Loaded by
 * fit-boot.ts on a page that has one, once the garage holds (or may hold) a vehicle.
 */
import { $activeVehicle } from '../stores/garage.ts';

type Line = [vehicleIds: number[], text: string];

function linesOf(note: HTMLElement): Line[] {
  try {
    const lines: unknown = JSON.parse(note.dataset.fitReviews ?? '[]');
    return Array.isArray(lines) ? (lines as Line[]) : [];
  } catch {
    return [];
  }
}

const notes = [...document.querySelectorAll<HTMLElement>('[data-fit-reviews]')].map((note) => ({
  note,
  lines: linesOf(note),
}));

$activeVehicle.subscribe((vehicle) => {
  for (const { note, lines } of notes) {
    const line = vehicle ? lines.find(([ids]) => ids.includes(vehicle.vehicleId)) : undefined;
    note.textContent = line?.[1] ?? '';
    note.hidden = !line;
  }
});
