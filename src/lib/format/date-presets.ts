/**
 * The order list's date presets (Today, Yesterday, Last 7 days) as from/to calendar days on the
 * shop's clock (SHOP_TIME_ZONE), which is how the API reads from and to.
 */
import { SHOP_TIME_ZONE } from './dates.ts';

export const DATE_PRESETS = [
  { key: 'today', label: 'Today' },
  { key: 'yesterday', label: 'Yesterday' },
  { key: 'last7', label: 'Last 7 days' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['key'];

const shopDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (YYYY-MM-DD) at the instant `at`. */
export function shopDay(at: Date): string {
  return shopDayFormat.format(at);
}

/** The day `days` after `day` (YYYY-MM-DD), by the calendar. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The from/to days of a preset, both included, as of `now`. */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: string; to: string } {
  const today = shopDay(now);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1);
    return { from: yesterday, to: yesterday };
  }
  return { from: addDays(today, -6), to: today };
}

/** The preset a from/to pair is, as of `now`, or null. */
export function presetOf(from: string, to: string, now: Date = new Date()): DatePreset | null {
  return (
    DATE_PRESETS.find((p) => {
      const range = presetRange(p.key, now);
      return range.from === from && range.to === to;
    })?.key ?? null
  );
}
