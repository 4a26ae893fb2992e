/**
 * Freight settings for the back office (issue 49), staff with settings:write or the machine token:
 *   GET /admin/freight   { data: { config, version } }: the shop's document, or the embedded
 *                        defaults at version 0 until it saves its own
 *   PUT /admin/freight   { config, version }: the whole document, checked by FreightConfigSchema
 * A save made from an older copy changes nothing: 409 with the settings as they are now. The audit
 * log keeps what changed (by top-level part: zones, postcodes, services, free delivery…).
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type FreightSettings, FreightSettingsSchema } from '../../lib/api/schemas/freight-config.ts';
import { DEFAULT_FREIGHT, type FreightConfig } from '../../lib/freight/config.ts';
import type { DbOrTx } from '../db/client.ts';
import { freightSettings } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { staleMessage } from '../services/versioned.ts';

const TAG = 'Back office';
const Answer = v.strictObject({ data: FreightSettingsSchema });
const Stale = v.strictObject({ message: v.string(), current: FreightSettingsSchema });

async function current(db: DbOrTx, lock = false): Promise<FreightSettings> {
  const query = db
    .select({ config: freightSettings.config, version: freightSettings.version })
    .from(freightSettings)
    .where(eq(freightSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { config: DEFAULT_FREIGHT, version: 0 };
}

/** The top-level parts of the document that differ. */
function changedParts(before: FreightConfig, after: FreightConfig): (keyof FreightConfig)[] {
  return (Object.keys(after) as (keyof FreightConfig)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}

export const adminFreightRoutes = new Hono<AppEnv>()
  .get(
    '/freight',
    doc(
      TAG,
      'The freight settings: zones, postcodes, services and rates, free delivery',
      { 200: Answer, 403: 'Your role does not allow this.' },
      { security: SHOP_TOKEN },
    ),
    allow('settings:write'),
    async (c) => c.json({ data: await current(c.var.db) }),
  )
  .put(
    '/freight',
    doc(
      TAG,
      'Saves the freight settings as a whole',
      {
        200: Answer,
        403: 'Your role does not allow this.',
        409: Stale,
        422: 'The document breaks a rule (see errors). Nothing was changed.',
      },
      { security: SHOP_TOKEN, body: true },
    ),
    allow('settings:write'),
    validate('json', FreightSettingsSchema),
    async (c) => {
      const edit = c.req.valid('json');
      const result = await c.var.db.transaction(async (tx) => {
        const before = await current(tx, true);
        if (edit.version !== before.version) return { stale: true as const, settings: before };
        const [saved] =
          before.version === 0
            ? await tx
                .insert(freightSettings)
                .values({ id: 1, config: edit.config })
                .onConflictDoNothing()
                .returning({ config: freightSettings.config, version: freightSettings.version })
            : await tx
                .update(freightSettings)
                .set({
                  config: edit.config,
                  version: sql`${freightSettings.version} + 1`,
                  updatedAt: new Date(),
                })
                .where(eq(freightSettings.id, 1))
                .returning({ config: freightSettings.config, version: freightSettings.version });
        // A first save racing another first save: the other was first.
        if (!saved) return { stale: true as const, settings: await current(tx) };
        const parts = changedParts(before.config, edit.config);
        await recordAudit(tx, c.var.actor, {
          action: 'freight.edit',
          entity: 'settings',
          entityId: 1,
          before: Object.fromEntries(parts.map((k) => [k, before.config[k]])),
          after: Object.fromEntries(parts.map((k) => [k, edit.config[k]])),
        });
        return { stale: false as const, settings: saved };
      });
      if (result.stale)
        return c.json({ message: staleMessage('freight settings'), current: result.settings }, 409);
      // Quotes keep the settings in the read cache (services/freight/quote-cart.ts): they follow at once.
      c.var.deps.productCache?.invalidate();
      return c.json({ data: result.settings });
    },
  );
