import { eq } from 'drizzle-orm';
import { DEFAULT_TRACKING_LINKS } from '../../../lib/orders/fulfilment.ts';
import type { DbOrTx } from '../../db/client.ts';
import { generalSettings } from '../../db/schema/index.ts';

/** The shop's tracking-link templates; a carrier the settings do not name keeps its default. */
export async function trackingLinks(db: DbOrTx): Promise<Record<string, string>> {
  const [row] = await db
    .select({ links: generalSettings.trackingLinks })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1));
  return { ...DEFAULT_TRACKING_LINKS, ...row?.links };
}
