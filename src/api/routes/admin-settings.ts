/**
 * Shop settings for the back office (our addition to SPEC section 7), staff with settings:write or
 * the machine token:
 *   GET   /admin/settings   every general setting, tracking-link templates included
 *   PATCH /admin/settings   { gst_percentage?, seller_legal_name?, seller_abn?, seller_address?, tracking_links? }
 * The GST rate prices every page and the seller's legal name, ABN and address head every tax invoice;
 * tracking_links are the carriers' tracking pages ({tracking} stands for the number) the customer's
 * emails and order pages link to. Every field is checked before anything is written, then one UPDATE
 * writes them all with its audit entry (a bad field changes nothing), and the site rebuilds so every
 * price shown follows the new rate.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ABN_MESSAGE, abnDigits, isValidAbn } from '../../lib/abn.ts';
import { CARRIERS, DEFAULT_TRACKING_LINKS } from '../../lib/fulfilment.ts';
import { generalSettings } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { Count, Timestamp } from '../http/responses/catalogue.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';

export const GST_MESSAGE = 'GST must be between 0 and 100 percent.';

const text = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.minLength(1, `${name} is required`),
      v.maxLength(max, `${name} must be at most ${max} characters`),
    ),
  );

const CARRIER_KEYS = Object.keys(CARRIERS);
export const TRACKING_LINK_MESSAGE =
  'A tracking link must be an https address containing {tracking}, or empty for none.';

/** A template is '' (no link) or an https URL with {tracking} where the number goes. */
function isTrackingTemplate(template: string): boolean {
  if (template === '') return true;
  if (!template.includes('{tracking}') || template.length > 500) return false;
  try {
    return new URL(template.replaceAll('{tracking}', 'X')).protocol === 'https:';
  } catch {
    return false;
  }
}

const TrackingLinksSchema = v.pipe(
  v.record(
    v.string(),
    v.pipe(v.string(TRACKING_LINK_MESSAGE), v.trim(), v.check(isTrackingTemplate, TRACKING_LINK_MESSAGE)),
    'tracking_links must be an object of carrier: link',
  ),
  v.check(
    (links) => Object.keys(links).every((k) => CARRIER_KEYS.includes(k)),
    `tracking_links can name only these carriers: ${CARRIER_KEYS.join(', ')}`,
  ),
);

const SettingsEditSchema = v.pipe(
  v.strictObject(
    {
      gst_percentage: v.optional(
        v.pipe(
          v.number(GST_MESSAGE),
          v.minValue(0, GST_MESSAGE),
          v.maxValue(100, GST_MESSAGE),
          // Stored in basis points: a rate with more than two decimals cannot be kept as typed.
          v.check(
            (n) => Number.isInteger(Math.round(n * 1e6) / 1e4),
            'GST can have at most two decimal places.',
          ),
        ),
      ),
      seller_legal_name: text('The legal name', 200),
      seller_abn: v.optional(
        v.pipe(
          v.string(ABN_MESSAGE),
          v.check((abn: string) => isValidAbn(abn), ABN_MESSAGE),
          v.transform((abn) => abnDigits(abn)!),
        ),
      ),
      seller_address: text('The address', 300),
      tracking_links: v.optional(TrackingLinksSchema),
    },
    'Only gst_percentage, seller_legal_name, seller_abn, seller_address and tracking_links can be edited here',
  ),
  v.check((o) => Object.keys(o).length > 0, 'Nothing to update'),
);

const Percent = v.number();

const SettingsSchema = v.strictObject({
  data: v.strictObject({
    gst_percentage: Percent,
    delivery_charge_cents: Count,
    free_delivery_threshold_cents: Count,
    return_days: Count,
    warranty_years: Count,
    member_discount_percentage: Percent,
    newsletter_discount_percentage: Percent,
    seller_legal_name: v.string(),
    seller_abn: v.string(),
    seller_address: v.string(),
    /** Every carrier (lib/fulfilment's CARRIERS) and its template; '' for no link. */
    tracking_links: v.record(v.string(), v.string()),
    updated_at: Timestamp,
  }),
});

type SettingsRow = typeof generalSettings.$inferSelect;

function settingsView(row: SettingsRow) {
  return {
    gst_percentage: row.gstBp / 100,
    delivery_charge_cents: row.deliveryChargeCents,
    free_delivery_threshold_cents: row.freeDeliveryThresholdCents,
    return_days: row.returnDays,
    warranty_years: row.warrantyYears,
    member_discount_percentage: row.memberDiscountBp / 100,
    newsletter_discount_percentage: row.newsletterDiscountBp / 100,
    seller_legal_name: row.sellerLegalName,
    seller_abn: row.sellerAbn,
    seller_address: row.sellerAddress,
    tracking_links: { ...DEFAULT_TRACKING_LINKS, ...row.trackingLinks },
    updated_at: row.updatedAt.toISOString(),
  };
}

const NO_SETTINGS = 'The shop has no settings yet';

const docs = {
  read: doc(
    'Back office',
    "The shop's general settings, tracking-link templates included",
    {
      200: SettingsSchema,
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
      404: NO_SETTINGS,
    },
    { security: SHOP_TOKEN },
  ),
  edit: doc(
    'Shop',
    "Edit the GST rate, the seller's legal name, ABN and address on tax invoices, or the carriers' tracking links; the site rebuilds",
    {
      200: SettingsSchema,
      400: 'The body is not a JSON object.',
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
      404: NO_SETTINGS,
      422: `A field breaks its rule (see errors): '${GST_MESSAGE}', '${ABN_MESSAGE}', '${TRACKING_LINK_MESSAGE}', an empty name or address, or nothing to change. Nothing was changed.`,
    },
    { security: SHOP_TOKEN, body: true },
  ),
};

export const adminSettingsRoutes = new Hono<AppEnv>()
  // allow() on each route, not app-wide: this app is mounted on /admin beside the others.
  .get('/settings', docs.read, allow('settings:write'), async (c) => {
    const [row] = await c.var.db.select().from(generalSettings).where(eq(generalSettings.id, 1));
    return row ? c.json({ data: settingsView(row) }) : c.json({ message: NO_SETTINGS }, 404);
  })
  .patch('/settings', docs.edit, allow('settings:write'), validate('json', SettingsEditSchema), async (c) => {
    const edit = c.req.valid('json');
    const row = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(generalSettings).where(eq(generalSettings.id, 1)).for('update');
      if (!before) return null;
      const [after] = await tx
        .update(generalSettings)
        .set({
          ...(edit.gst_percentage !== undefined && { gstBp: Math.round(edit.gst_percentage * 100) }),
          ...(edit.seller_legal_name !== undefined && { sellerLegalName: edit.seller_legal_name }),
          ...(edit.seller_abn !== undefined && { sellerAbn: edit.seller_abn }),
          ...(edit.seller_address !== undefined && { sellerAddress: edit.seller_address }),
          // Carriers not named keep their link.
          ...(edit.tracking_links !== undefined && {
            trackingLinks: { ...before.trackingLinks, ...edit.tracking_links },
          }),
          updatedAt: new Date(),
        })
        .where(eq(generalSettings.id, 1))
        .returning();
      const { updated_at: _b, ...was } = settingsView(before);
      const { updated_at: _a, ...now } = settingsView(after!);
      // Only what changed, before and after.
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
        (k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]),
      );
      await recordAudit(tx, c.var.actor, {
        action: 'settings.edit',
        entity: 'settings',
        entityId: 1,
        before: Object.fromEntries(changed.map((k) => [k, was[k]])),
        after: Object.fromEntries(changed.map((k) => [k, now[k]])),
      });
      return after!;
    });
    if (!row) return c.json({ message: NO_SETTINGS }, 404);
    c.var.deps.catalogueChanged('settings edited');
    return c.json({ data: settingsView(row) });
  });
