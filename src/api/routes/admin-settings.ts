/**
 * Shop settings for the back office (added to the product spec's calls, docs/api.md), staff with settings:write or
 * the machine token:
 *   GET   /admin/settings   every general setting, tracking-link templates included
 *   PATCH /admin/settings   { version?, gst_percentage?, delivery_charge_cents?, free_delivery_threshold_cents?,
 *                             return_days?, warranty_years?, member_discount_percentage?,
 *                             newsletter_discount_percentage?, restocking_fee_percentage?, seller_legal_name?, seller_abn?, seller_address?,
 *                             tracking_links?, social_links?, review_request_days?, email_logo_url?,
 *                             email_brand_colour?, email_contact_email?, email_contact_phone? }
 * With `version` (the back office always sends it) a save made from an older copy changes nothing: 409
 * with the settings as they are now.
 * The GST rate prices every page and the seller's legal name, ABN and address head every tax invoice;
 * tracking_links are the carriers' tracking pages ({tracking} stands for the number) the customer's
 * emails and order pages link to. Every field is checked before anything is written, then one UPDATE
 * writes them all with its audit entry (a bad field changes nothing), and the site rebuilds so every
 * price shown follows the new rate.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ABN_MESSAGE, abnDigits, isValidAbn } from '../../lib/account/abn.ts';
import {
  type AdminSettings,
  AdminSettingsAnswerSchema,
  StaleSettingsSchema,
} from '../../lib/api/schemas/admin-settings.ts';
import {
  COLOUR_MESSAGE,
  CONTACT_EMAIL_MESSAGE,
  CONTACT_PHONE_MESSAGE,
  isBrandColour,
  isContactEmail,
  isContactPhone,
  isLogoUrl,
  LOGO_MESSAGE,
  REVIEW_DAYS_MAX,
} from '../../lib/api/schemas/email-settings.ts';
import { MAX_INT4, MAX_PRICE_CENTS } from '../../lib/forms/limits.ts';
import { CARRIERS, DEFAULT_TRACKING_LINKS } from '../../lib/orders/fulfilment.ts';
import { bpToPercent } from '../../lib/pricing/money.ts';
import type { DbOrTx } from '../db/client.ts';
import { generalSettings, socialLinks } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { staleMessage } from '../services/versioned.ts';

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

const whole = (name: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number`),
      v.integer(`${name} must be a whole number`),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max.toLocaleString('en-AU')}`),
    ),
  );
const cents = (name: string) => whole(name, 0, MAX_PRICE_CENTS);
const percent = (name: string) =>
  v.optional(
    v.pipe(
      v.number(`${name} must be a number`),
      v.minValue(0, `${name} must be between 0 and 100 percent.`),
      v.maxValue(100, `${name} must be between 0 and 100 percent.`),
      v.check(
        (n) => Number.isInteger(Math.round(n * 1e6) / 1e4),
        `${name} can have at most two decimal places.`,
      ),
    ),
  );

/** The social links the footer shows: API name -> social_links option. */
const SOCIAL_OPTIONS = {
  facebook: '_facebook_link',
  twitter: '_twitter_link',
  instagram: '_instagram_link',
  youtube: '_youtube_link',
  linkedin: '_linke_din',
} as const satisfies Record<keyof AdminSettings['social_links'], string>;
const SOCIAL_MESSAGE = "A social link must be an https address of the shop's page, or empty for none.";

/** An email branding text, trimmed, that `ok` accepts. */
const emailText = (message: string, ok: (s: string) => boolean) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.check(ok, message)));

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
      review_request_days: whole('Review request days', 0, REVIEW_DAYS_MAX),
      email_logo_url: emailText(LOGO_MESSAGE, (s) => isLogoUrl(s)),
      email_brand_colour: emailText(COLOUR_MESSAGE, isBrandColour),
      email_contact_email: emailText(CONTACT_EMAIL_MESSAGE, isContactEmail),
      email_contact_phone: emailText(CONTACT_PHONE_MESSAGE, isContactPhone),
      tracking_links: v.optional(TrackingLinksSchema),
      delivery_charge_cents: cents('The delivery charge'),
      free_delivery_threshold_cents: cents('The free-delivery threshold'),
      return_days: whole('Days to return', 0, 365),
      warranty_years: whole('The warranty', 0, 25),
      member_discount_percentage: percent('The member discount'),
      newsletter_discount_percentage: percent('The newsletter discount'),
      restocking_fee_percentage: percent('The restocking fee'),
      social_links: v.optional(
        v.strictObject(
          Object.fromEntries(
            Object.keys(SOCIAL_OPTIONS).map((k) => [
              k,
              v.optional(
                v.pipe(
                  v.string(SOCIAL_MESSAGE),
                  v.trim(),
                  v.maxLength(300, SOCIAL_MESSAGE),
                  v.check((u) => u === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(u), SOCIAL_MESSAGE),
                ),
              ),
            ]),
          ) as unknown as Record<
            keyof typeof SOCIAL_OPTIONS,
            v.OptionalSchema<v.GenericSchema<string>, undefined>
          >,
          `social_links can name only ${Object.keys(SOCIAL_OPTIONS).join(', ')}`,
        ),
      ),
      /** The version the editor loaded: when sent and someone saved since, nothing changes (409). */
      version: v.optional(whole('Version', 1, MAX_INT4)),
    },
    'Unknown setting',
  ),
  v.check((o) => Object.keys(o).some((k) => k !== 'version'), 'Nothing to update'),
);

type SettingsRow = typeof generalSettings.$inferSelect;

type Social = AdminSettings['social_links'];

async function socialLinksOf(db: DbOrTx): Promise<Social> {
  const rows = await db.select().from(socialLinks);
  const byOption = new Map(rows.map((r) => [r.option, r.value]));
  return Object.fromEntries(
    Object.entries(SOCIAL_OPTIONS).map(([k, option]) => [k, byOption.get(option) ?? '']),
  ) as Social;
}

function settingsView(row: SettingsRow, social: Social): AdminSettings {
  return {
    gst_percentage: bpToPercent(row.gstBp),
    delivery_charge_cents: row.deliveryChargeCents,
    free_delivery_threshold_cents: row.freeDeliveryThresholdCents,
    return_days: row.returnDays,
    warranty_years: row.warrantyYears,
    member_discount_percentage: bpToPercent(row.memberDiscountBp),
    newsletter_discount_percentage: bpToPercent(row.newsletterDiscountBp),
    restocking_fee_percentage: bpToPercent(row.restockingFeeBp),
    seller_legal_name: row.sellerLegalName,
    seller_abn: row.sellerAbn,
    seller_address: row.sellerAddress,
    review_request_days: row.reviewRequestDays,
    email_logo_url: row.emailLogoUrl,
    email_brand_colour: row.emailBrandColour,
    email_contact_email: row.emailContactEmail,
    email_contact_phone: row.emailContactPhone,
    tracking_links: { ...DEFAULT_TRACKING_LINKS, ...row.trackingLinks },
    social_links: social,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

const NO_SETTINGS = 'The shop has no settings yet';

const docs = {
  read: doc(
    'Back office',
    "The shop's general settings, tracking-link templates included",
    {
      200: AdminSettingsAnswerSchema,
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
      404: NO_SETTINGS,
    },
    { security: SHOP_TOKEN },
  ),
  edit: doc(
    'Back office',
    "Edit the GST rate, delivery charge and threshold, return days, warranty, discounts, the seller on tax invoices, the carriers' tracking links, the social links, the emails' branding or the review-request delay; the site rebuilds",
    {
      200: AdminSettingsAnswerSchema,
      409: StaleSettingsSchema,
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
    return row
      ? c.json({ data: settingsView(row, await socialLinksOf(c.var.db)) })
      : c.json({ message: NO_SETTINGS }, 404);
  })
  .patch('/settings', docs.edit, allow('settings:write'), validate('json', SettingsEditSchema), async (c) => {
    const edit = c.req.valid('json');
    const result = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(generalSettings).where(eq(generalSettings.id, 1)).for('update');
      if (!before) return null;
      const socialBefore = await socialLinksOf(tx);
      if (edit.version !== undefined && edit.version !== before.version)
        return { stale: true as const, view: settingsView(before, socialBefore) };
      const percentBp = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 100));
      const [after] = await tx
        .update(generalSettings)
        .set({
          ...(edit.gst_percentage !== undefined && { gstBp: percentBp(edit.gst_percentage) }),
          ...(edit.seller_legal_name !== undefined && { sellerLegalName: edit.seller_legal_name }),
          ...(edit.seller_abn !== undefined && { sellerAbn: edit.seller_abn }),
          ...(edit.seller_address !== undefined && { sellerAddress: edit.seller_address }),
          ...(edit.review_request_days !== undefined && { reviewRequestDays: edit.review_request_days }),
          ...(edit.email_logo_url !== undefined && { emailLogoUrl: edit.email_logo_url }),
          ...(edit.email_brand_colour !== undefined && {
            emailBrandColour: edit.email_brand_colour.toLowerCase(),
          }),
          ...(edit.email_contact_email !== undefined && { emailContactEmail: edit.email_contact_email }),
          ...(edit.email_contact_phone !== undefined && { emailContactPhone: edit.email_contact_phone }),
          // Carriers not named keep their link.
          ...(edit.tracking_links !== undefined && {
            trackingLinks: { ...before.trackingLinks, ...edit.tracking_links },
          }),
          ...(edit.delivery_charge_cents !== undefined && {
            deliveryChargeCents: edit.delivery_charge_cents,
          }),
          ...(edit.free_delivery_threshold_cents !== undefined && {
            freeDeliveryThresholdCents: edit.free_delivery_threshold_cents,
          }),
          ...(edit.return_days !== undefined && { returnDays: edit.return_days }),
          ...(edit.warranty_years !== undefined && { warrantyYears: edit.warranty_years }),
          ...(edit.member_discount_percentage !== undefined && {
            memberDiscountBp: percentBp(edit.member_discount_percentage),
          }),
          ...(edit.newsletter_discount_percentage !== undefined && {
            newsletterDiscountBp: percentBp(edit.newsletter_discount_percentage),
          }),
          ...(edit.restocking_fee_percentage !== undefined && {
            restockingFeeBp: percentBp(edit.restocking_fee_percentage),
          }),
          version: sql`${generalSettings.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(generalSettings.id, 1))
        .returning();
      for (const [key, value] of Object.entries(edit.social_links ?? {}))
        if (value !== undefined)
          await tx
            .insert(socialLinks)
            .values({ option: SOCIAL_OPTIONS[key as keyof Social], value })
            .onConflictDoUpdate({ target: socialLinks.option, set: { value } });
      const { updated_at: _b, version: _vb, ...was } = settingsView(before, socialBefore);
      const { updated_at: _a, version: _va, ...now } = settingsView(after!, await socialLinksOf(tx));
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
      return { stale: false as const, view: settingsView(after!, await socialLinksOf(tx)) };
    });
    if (!result) return c.json({ message: NO_SETTINGS }, 404);
    if (result.stale) return c.json({ message: staleMessage('settings'), current: result.view }, 409);
    c.var.deps.catalogueChanged('settings edited');
    return c.json({ data: result.view });
  });
