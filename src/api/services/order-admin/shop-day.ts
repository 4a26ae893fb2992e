/** The shop's day: dashboard figures and the order list's date filter are SHOP_TIME_ZONE calendar days. */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../lib/format/dates.ts';

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Midnight starting the shop's current day, as a timestamp. */
export const shopToday = sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;

/** Midnight starting the shop's calendar day `day` (YYYY-MM-DD), plus `plusDays`. */
export const shopDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
