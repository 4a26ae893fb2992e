/**
 * Categories (GET /admin/categories lists each with its children; GET/POST/PATCH/DELETE as every
 * record) and child categories (PATCH/DELETE /admin/child-categories/{id}, POST under their parent:
 * /admin/categories/{id}/children). A child's change makes the categories' list stale.
 */
import { recordResource, type SavedRecord } from './records.ts';

export interface ChildCategory extends SavedRecord {
  category_id: number;
  title: string;
  sku: string;
  permalink: string;
  sort_order: number;
}

export interface Category extends SavedRecord {
  title: string;
  sku: string;
  permalink: string;
  thumbnail_image: string;
  sort_order: number;
  active: boolean;
}

/** A category as the list answers it: with its children. */
export interface ListedCategory extends Category {
  children: ChildCategory[];
}

export const categories = recordResource<ListedCategory>('categories');
export const childCategories = recordResource<ChildCategory>('child-categories', {
  shownIn: ['categories'],
});
/** Where a category's new children are POSTed. */
export const childrenPath = (categoryId: number) => `admin/categories/${categoryId}/children`;
