/**
 * Whether an order placed now leaves a business day later: after the cutoff (SPEC: 6:00 PM in the
 * shop's time zone) or at a weekend. The quote's business days count from the next dispatch.
 */

/** One formatter per time zone: making one costs more than a whole quote. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday (0 Sunday) and minutes past midnight of `now` in `timeZone`. */
function localClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** `cutoff` as 'HH:MM'. */
export function isAfterCutoff(now: Date, cutoff: string, timeZone = 'Australia/Sydney'): boolean {
  const [h, m] = cutoff.split(':').map(Number);
  const { weekday, minutes } = localClock(now, timeZone);
  return weekday === 0 || weekday === 6 || minutes >= (h ?? 18) * 60 + (m ?? 0);
}
