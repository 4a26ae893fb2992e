/** Freight settings (DESIGN.md section 11): one document, lib/freight/config.ts's FreightConfig. */
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { FreightConfig } from '../../../lib/freight/config.ts';
import { stamps, version } from './columns.ts';

/**
 * Single row, written when the shop first saves its freight settings; until then the embedded
 * defaults (DEFAULT_FREIGHT) apply. Read with the general settings, in the same statement.
 */
export const freightSettings = pgTable('freight_settings', {
  id: integer('id').primaryKey().default(1),
  config: jsonb('config').$type<FreightConfig>().notNull(),
  ...version,
  updatedAt: stamps.updatedAt,
});
