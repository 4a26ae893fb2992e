/**
 * What pricing reads of the shop's settings, in one statement: the general settings' GST, delivery
 * charge and free-delivery threshold, and the freight settings (the embedded defaults until the shop
 * saves its own).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_FREIGHT, type FreightConfig } from '../../../lib/freight/config.ts';
import type { PricingSettings } from '../../../lib/pricing/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { freightSettings, generalSettings } from '../../db/schema/index.ts';

export interface ShopPricing extends PricingSettings {
  freight: FreightConfig;
}

export async function shopPricing(db: DbOrTx): Promise<ShopPricing> {
  const [row] = await db
    .select({
      gstBp: generalSettings.gstBp,
      deliveryChargeCents: generalSettings.deliveryChargeCents,
      freeDeliveryThresholdCents: generalSettings.freeDeliveryThresholdCents,
      freight: freightSettings.config,
    })
    .from(generalSettings)
    .leftJoin(freightSettings, eq(freightSettings.id, 1))
    .where(eq(generalSettings.id, 1));
  if (!row) throw new Error('general_settings has no row');
  return { ...row, freight: row.freight ?? DEFAULT_FREIGHT };
}
