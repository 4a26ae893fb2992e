/**
 * Catalogue edits for the back office (our addition to SPEC section 7), staff with catalogue:write or
 * Bearer SHOP_ADMIN_TOKEN:
 *   PATCH /admin/products/{id}   { title?, price_cents?, short_description? }
 * Each edit bumps updated_at (what incremental builds look at), records the fields' values before and
 * after in the audit log (same transaction) and tells the site server to rebuild.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_PRICE_CENTS } from '../../lib/limits.ts';
import { products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { Id, Timestamp } from '../http/responses/catalogue.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';

const ProductEditSchema = v.pipe(
  v.strictObject(
    {
      title: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'Title is required'), v.maxLength(255))),
      price_cents: v.optional(
        v.pipe(
          v.number('price_cents must be a number'),
          v.integer('price_cents must be whole cents'),
          v.minValue(0, 'price_cents cannot be negative'),
          v.maxValue(MAX_PRICE_CENTS, `price_cents must be at most ${MAX_PRICE_CENTS} ($100,000)`),
        ),
      ),
      short_description: v.optional(v.pipe(v.string(), v.maxLength(5000))),
    },
    'Only title, price_cents and short_description can be edited here',
  ),
  v.check((o) => Object.keys(o).length > 0, 'Nothing to update'),
);

const EditedSchema = v.strictObject({
  data: v.strictObject({
    id: Id,
    sku: v.string(),
    title: v.string(),
    price_cents: v.number(),
    short_description: v.string(),
    updated_at: Timestamp,
  }),
});

const docs = doc(
  'Shop',
  "Edit a product's title, price or short description; the site rebuilds",
  {
    200: EditedSchema,
    400: 'The id is too large, or the body is not a JSON object.',
    401: SIGN_IN_MESSAGE,
    403: FORBIDDEN_MESSAGE,
    404: 'No such product.',
    422: 'A field breaks its rule (see errors), or there is nothing to change.',
  },
  { security: SHOP_TOKEN, body: true },
);

/** The edited fields' values as the API names them. */
const edited = (row: typeof products.$inferSelect, fields: string[]) =>
  Object.fromEntries(
    fields.map((f) => [
      f,
      f === 'price_cents' ? row.priceCents : f === 'title' ? row.title : row.shortDescription,
    ]),
  );

// The role check is on the route itself: a sub-app's use() would apply to every /admin route after it.
export const adminCatalogueRoutes = new Hono<AppEnv>().patch(
  '/products/:id{[0-9]+}',
  docs,
  allow('catalogue:write'),
  validate('param', v.strictObject({ id: wholeNumberText('Product id') })),
  validate('json', ProductEditSchema),
  async (c) => {
    const edit = c.req.valid('json');
    const { id } = c.req.valid('param');
    const row = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return null;
      const [after] = await tx
        .update(products)
        .set({
          ...(edit.title !== undefined && { title: edit.title }),
          ...(edit.price_cents !== undefined && { priceCents: edit.price_cents }),
          ...(edit.short_description !== undefined && { shortDescription: edit.short_description }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      const fields = Object.keys(edit);
      await recordAudit(tx, c.var.actor, {
        action: 'product.edit',
        entity: 'product',
        entityId: id,
        before: edited(before, fields),
        after: edited(after!, fields),
      });
      return after!;
    });
    if (!row) return c.json({ message: 'Product not found' }, 404);
    c.var.deps.catalogueChanged(`product ${id} edited`);
    return c.json({
      data: {
        id: row.id,
        sku: row.sku,
        title: row.title,
        price_cents: row.priceCents,
        short_description: row.shortDescription,
        updated_at: row.updatedAt.toISOString(),
      },
    });
  },
);
