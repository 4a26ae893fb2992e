/** Dates as shoppers read them. */

/** The shop's own clock: days, dates and times are the shop's (Sydney), never the server's or UTC. */
export const SHOP_TIME_ZONE = 'Australia/Sydney';

const longUs = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** Long US format of the shop's date at that moment, e.g. "November 21, 2026" (docs/product.md#screens-and-routes, blog cards). */
export function longUsDate(iso: string): string {
  return longUs.format(new Date(iso));
}
