/**
 * Products in the back office, staff with catalogue:write or Bearer SHOP_ADMIN_TOKEN:
 *   GET   /admin/products                  ?q=&category_id=&brand_id=&active=&stock_status=&page=&per_page=
 *   GET   /admin/products/{id}             one product (inactive too), with its version
 *   POST  /admin/products                  create (lib/catalogue-input's ProductCreateSchema)
 *   PATCH /admin/products/{id}             edit: { version, ...fields }; deactivate is { version, active: false }
 *   POST  /admin/products/{id}/duplicate   an inactive copy
 *   DELETE /admin/products/{id}            only a product never ordered (409 otherwise: deactivate it)
 * A save made from an old version changes nothing and answers 409 with the product as it is now.
 * Each write is audited in its own transaction and asks the site to rebuild (services/product-admin-write).
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminProductAnswerSchema,
  AdminProductListSchema,
  DeletedProductSchema,
  StaleProductSchema,
} from '../../lib/api/schemas/admin-products.ts';
import { ProductCreateSchema, ProductEditSchema } from '../../lib/catalogue/catalogue-input.ts';
import { STOCK_STATUSES } from '../../lib/catalogue/stock.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { listAdminProducts, readAdminProduct } from '../services/product-admin.ts';
import {
  createProduct,
  duplicateProduct,
  editProduct,
  PRODUCT_NOT_FOUND,
  type WriteResult,
} from '../services/product-admin-write.ts';
import { deleteProduct } from '../services/product-delete.ts';
import { publicStorage } from '../storage/of-deps.ts';

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const CHECKS =
  'A field breaks its rule (see errors): the SKU or permalink is used by another product, the brand or a category does not exist or the child category is not under the category, a fixed discount is above the price, or an image was not uploaded. Nothing was written.';

const ListQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters')), ''),
  category_id: v.optional(wholeNumberText('category_id')),
  brand_id: v.optional(wholeNumberText('brand_id')),
  active: v.optional(v.picklist(['true', 'false'], 'active must be true or false')),
  stock_status: v.optional(
    v.picklist(STOCK_STATUSES, 'stock_status must be in_stock, low_stock, out_of_stock or backorder'),
  ),
  page: v.optional(positiveIntText('page', 100_000), '1'),
  per_page: v.optional(wholeNumberText('per_page', 1, 100), '25'),
});
const IdParam = v.strictObject({ id: wholeNumberText('Product id') });

const docs = {
  list: doc(
    TAG,
    'Products (inactive too), most recently changed first, searched by title or SKU start and filtered',
    { 200: AdminProductListSchema, 400: 'A query parameter is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
  read: doc(
    TAG,
    'One product as the editor edits it, with its version',
    { 200: AdminProductAnswerSchema, 400: 'The id is not a whole number.', ...AUTH, 404: 'No such product.' },
    { security: SHOP_TOKEN },
  ),
  create: doc(
    TAG,
    'Create a product; the site rebuilds',
    { 201: AdminProductAnswerSchema, 400: 'The body is not a JSON object.', ...AUTH, 422: CHECKS },
    { security: SHOP_TOKEN, body: true },
  ),
  edit: doc(
    TAG,
    'Edit a product from the version the editor loaded (active: false deactivates it); the site rebuilds',
    {
      200: AdminProductAnswerSchema,
      400: 'The id is too large, or the body is not a JSON object.',
      ...AUTH,
      404: 'No such product.',
      409: {
        description: 'Someone saved the product since this version; nothing was changed.',
        content: jsonContent(StaleProductSchema),
      },
      422: `${CHECKS} Or the version is missing, or there is nothing to change.`,
    },
    { security: SHOP_TOKEN, body: true },
  ),
  duplicate: doc(
    TAG,
    'Copy a product: inactive, "Copy of …", SKU …-COPY and permalink …-copy; the site rebuilds',
    { 201: AdminProductAnswerSchema, 400: 'The id is not a whole number.', ...AUTH, 404: 'No such product.' },
    { security: SHOP_TOKEN },
  ),
  remove: doc(
    TAG,
    'Delete a product that was never ordered (its fitments, meta and discount go with it); the site rebuilds',
    {
      200: DeletedProductSchema,
      400: 'The id is not a whole number.',
      ...AUTH,
      404: 'No such product.',
      409: 'The product has been ordered, so it stays; deactivate it instead. Nothing was changed.',
    },
    { security: SHOP_TOKEN },
  ),
};

/** The answer for a write's result; a change asks the site to rebuild, once. */
function answer(c: Context<AppEnv>, result: WriteResult, reason: (id: number) => string) {
  switch (result.status) {
    case 404:
      return c.json({ message: result.message }, 404);
    case 409:
      return c.json({ message: result.message, current: result.current }, 409);
    case 422:
      return c.json({ message: result.message, errors: result.errors }, 422);
    default:
      if (result.changed) c.var.deps.catalogueChanged(reason(result.data.id));
      return c.json({ data: result.data }, result.status);
  }
}

const context = (c: Context<AppEnv>) => ({ actor: c.var.actor, storageDir: publicStorage(c.var.deps) });

// The role check is on each route: a sub-app's use() would apply to every /admin route after it.
export const adminCatalogueRoutes = new Hono<AppEnv>()
  .get('/products', docs.list, allow('catalogue:write'), validate('query', ListQuery), async (c) => {
    const q = c.req.valid('query');
    const list = await listAdminProducts(c.var.db, {
      q: q.q,
      categoryId: q.category_id,
      brandId: q.brand_id,
      active: q.active === undefined ? undefined : q.active === 'true',
      stockStatus: q.stock_status,
      page: Number(q.page),
      perPage: Number(q.per_page),
    });
    return c.json(list, 200);
  })
  .get(
    '/products/:id{[0-9]+}',
    docs.read,
    allow('catalogue:write'),
    validate('param', IdParam),
    async (c) => {
      const data = await readAdminProduct(c.var.db, c.req.valid('param').id);
      return data ? c.json({ data }, 200) : c.json({ message: PRODUCT_NOT_FOUND }, 404);
    },
  )
  .post(
    '/products',
    docs.create,
    allow('catalogue:write'),
    validate('json', ProductCreateSchema),
    async (c) =>
      answer(
        c,
        await createProduct(c.var.db, c.req.valid('json'), context(c)),
        (id) => `product ${id} created`,
      ),
  )
  .patch(
    '/products/:id{[0-9]+}',
    docs.edit,
    allow('catalogue:write'),
    validate('param', IdParam),
    validate('json', ProductEditSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return answer(
        c,
        await editProduct(c.var.db, id, c.req.valid('json'), context(c)),
        () => `product ${id} edited`,
      );
    },
  )
  .post(
    '/products/:id{[0-9]+}/duplicate',
    docs.duplicate,
    allow('catalogue:write'),
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      return answer(
        c,
        await duplicateProduct(c.var.db, id, context(c)),
        (copy) => `product ${copy} created (copy of ${id})`,
      );
    },
  )
  .delete(
    '/products/:id{[0-9]+}',
    docs.remove,
    allow('catalogue:write'),
    validate('param', IdParam),
    async (c) => {
      const result = await deleteProduct(c.var.db, c.req.valid('param').id, c.var.actor);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      c.var.deps.catalogueChanged(`product ${result.id} deleted`);
      return c.json({ data: { id: result.id, sku: result.sku, deleted: true as const } }, 200);
    },
  );
