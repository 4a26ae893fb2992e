/**
 * Categories and child categories for the back office, staff with catalogue:write or the
 * machine token, through http/record-routes:
 *   GET /admin/categories (each with its children), GET/PATCH/DELETE /admin/categories/{id}, POST /admin/categories
 *   POST /admin/categories/{id}/children, GET/PATCH/DELETE /admin/child-categories/{id}
 * A category or child category is deleted only when no product uses it. A changed permalink moves
 * the listing's URL with a 301 (a category's children move with it).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { CATEGORY_FIELDS, CHILD_CATEGORY_FIELDS } from '../../lib/content/record-fields.ts';
import { categoryPath } from '../../lib/site/urls.ts';
import type { DbOrTx } from '../db/client.ts';
import { categories, childCategories, products } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { recordRoutes } from '../http/record-routes.ts';

async function parentPermalink(db: DbOrTx, categoryId: number): Promise<string> {
  const [row] = await db
    .select({ permalink: categories.permalink })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.permalink ?? '';
}

const productsUsing = async (
  db: DbOrTx,
  column: typeof products.categoryId | typeof products.childCategoryId,
  id: number,
) => (await db.select({ n: count() }).from(products).where(eq(column, id)))[0]!.n;

const stillUsed = (n: number) =>
  n ? `It still has ${n} product${n === 1 ? '' : 's'}; move them first.` : null;

const categoryRoutes = recordRoutes({
  path: 'categories',
  noun: 'category',
  entity: 'category',
  table: categories,
  orderBy: [categories.sortOrder, categories.id],
  unique: ['sku', 'permalink'],
  sitePath: (row) => categoryPath(String(row.permalink)),
  // The category's page and each child's move with it.
  moved: async (tx, before, after) => {
    const [from, to] = [String(before.permalink), String(after.permalink)];
    if (from === to) return [];
    const kids = await tx
      .select({ permalink: childCategories.permalink })
      .from(childCategories)
      .where(eq(childCategories.categoryId, after.id as number));
    return [
      [categoryPath(from), categoryPath(to)],
      ...kids.map(
        (k) => [categoryPath(from, k.permalink), categoryPath(to, k.permalink)] as [string, string],
      ),
    ];
  },
  create: true,
  fields: CATEGORY_FIELDS,
  remove: async (db, id) => {
    const [children] = await db
      .select({ n: count() })
      .from(childCategories)
      .where(eq(childCategories.categoryId, id));
    if (children!.n)
      return `It still has ${children!.n} child categor${children!.n === 1 ? 'y' : 'ies'}; delete them first.`;
    return stillUsed(await productsUsing(db, products.categoryId, id));
  },
  extend: async (db, rows) => {
    const ids = rows.map((r) => r.id as number);
    const kids = ids.length
      ? await db
          .select()
          .from(childCategories)
          .where(inArray(childCategories.categoryId, ids))
          .orderBy(asc(childCategories.sortOrder), asc(childCategories.id))
      : [];
    return rows.map((r) => ({
      ...r,
      children: kids
        .filter((k) => k.categoryId === r.id)
        .map((k) => ({
          id: k.id,
          category_id: k.categoryId,
          title: k.childTitle,
          sku: k.childSku,
          permalink: k.permalink,
          sort_order: k.sortOrder,
          version: k.version,
          updated_at: k.updatedAt.toISOString(),
        })),
    }));
  },
});

const childRoutes = recordRoutes({
  path: 'child-categories',
  noun: 'child category',
  entity: 'child_category',
  table: childCategories,
  orderBy: [childCategories.categoryId, childCategories.sortOrder, childCategories.id],
  unique: ['sku'],
  fields: CHILD_CATEGORY_FIELDS,
  remove: async (db, id) => stillUsed(await productsUsing(db, products.childCategoryId, id)),
  moved: async (tx, before, after) => {
    const parent = await parentPermalink(tx, after.categoryId as number);
    return [[categoryPath(parent, String(before.permalink)), categoryPath(parent, String(after.permalink))]];
  },
});

/** POST /admin/categories/{id}/children: the child-category create, under its parent. */
const addChild = recordRoutes({
  path: 'categories/:parent{[0-9]+}/children',
  noun: 'child category',
  entity: 'child_category',
  table: childCategories,
  orderBy: [childCategories.id],
  unique: ['sku'],
  fields: CHILD_CATEGORY_FIELDS,
  createOnly: true,
  create: true,
  fromPath: async (tx, param) => {
    const id = Number(param('parent'));
    const [parent] =
      Number.isSafeInteger(id) && id <= 2_147_483_647
        ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
        : [];
    return parent ? { categoryId: parent.id } : 'Category not found';
  },
});

export const adminTaxonomyRoutes = new Hono<AppEnv>()
  .route('/', categoryRoutes)
  .route('/', childRoutes)
  .route('/', addChild);
