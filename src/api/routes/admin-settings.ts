/**
 * Shop settings for the shop's own tools (our addition to SPEC section 7), Bearer SHOP_ADMIN_TOKEN:
 *   PATCH /admin/settings   { gst_percentage?, seller_legal_name?, seller_abn?, seller_address? }
 * The GST rate prices every page and the seller's legal name, ABN and address head every tax invoice.
 * Every field is checked before anything is written, then one UPDATE writes them all (a bad field
 * changes nothing), and the site rebuilds so every price shown follows the new rate.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ABN_MESSAGE, abnDigits, isValidAbn } from '../../lib/abn.ts';
import { generalSettings } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../http/admin-token.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { Timestamp } from '../http/responses/catalogue.ts';
import { validate } from '../http/validate.ts';

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
    },
    'Only gst_percentage, seller_legal_name, seller_abn and seller_address can be edited here',
  ),
  v.check((o) => Object.keys(o).length > 0, 'Nothing to update'),
);

const SettingsSchema = v.strictObject({
  data: v.strictObject({
    gst_percentage: v.number(),
    seller_legal_name: v.string(),
    seller_abn: v.string(),
    seller_address: v.string(),
    updated_at: Timestamp,
  }),
});

const docs = doc(
  'Shop',
  "Edit the GST rate or the seller's legal name, ABN and address on tax invoices; the site rebuilds",
  {
    200: SettingsSchema,
    400: 'The body is not a JSON object.',
    404: 'No shop token, or the shop has no settings yet.',
    422: `A field breaks its rule (see errors): '${GST_MESSAGE}', '${ABN_MESSAGE}', an empty name or address, or nothing to change. Nothing was changed.`,
  },
  { security: SHOP_TOKEN, body: true },
);

export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .patch('/settings', docs, validate('json', SettingsEditSchema), async (c) => {
    const edit = c.req.valid('json');
    const [row] = await c.var.db
      .update(generalSettings)
      .set({
        ...(edit.gst_percentage !== undefined && { gstBp: Math.round(edit.gst_percentage * 100) }),
        ...(edit.seller_legal_name !== undefined && { sellerLegalName: edit.seller_legal_name }),
        ...(edit.seller_abn !== undefined && { sellerAbn: edit.seller_abn }),
        ...(edit.seller_address !== undefined && { sellerAddress: edit.seller_address }),
        updatedAt: new Date(),
      })
      .where(eq(generalSettings.id, 1))
      .returning();
    if (!row) return c.json({ message: 'The shop has no settings yet' }, 404);
    c.var.deps.catalogueChanged('settings edited');
    return c.json({
      data: {
        gst_percentage: row.gstBp / 100,
        seller_legal_name: row.sellerLegalName,
        seller_abn: row.sellerAbn,
        seller_address: row.sellerAddress,
        updated_at: row.updatedAt.toISOString(),
      },
    });
  });
