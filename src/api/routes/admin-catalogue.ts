/**
 * Catalogue edits for the shop's own tools (our addition to SPEC section 7), Bearer SHOP_ADMIN_TOKEN:
 *   PATCH /admin/products/{id}   { title?, price_cents?, short_description? }
 * Each edit bumps updated_at (what incremental builds look at) and tells the site server to rebuild.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_PRICE_CENTS } from '../../lib/limits.ts';
import { products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../http/admin-token.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { Id, Timestamp } from '../http/responses/catalogue.ts';
import { validate, wholeNumberText } from '../http/validate.ts';

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
    404: 'No such product (or no shop token).',
    422: 'A field breaks its rule (see errors), or there is nothing to change.',
  },
  { security: SHOP_TOKEN, body: true },
);

export const adminCatalogueRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .patch(
    '/products/:id{[0-9]+}',
    docs,
    validate('param', v.strictObject({ id: wholeNumberText('Product id') })),
    validate('json', ProductEditSchema),
    async (c) => {
      const edit = c.req.valid('json');
      const { id } = c.req.valid('param');
      const [row] = await c.var.db
        .update(products)
        .set({
          ...(edit.title !== undefined && { title: edit.title }),
          ...(edit.price_cents !== undefined && { priceCents: edit.price_cents }),
          ...(edit.short_description !== undefined && { shortDescription: edit.short_description }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
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
