/**
 * Brands, categories and their child categories for the product screens' selects: from the back
 * office's taxonomy API (inactive ones too), or the shop's navigation data when that is not there.
 */
import { ApiError } from '../../../lib/api/client.ts';
import type { ApiGeneralSettings } from '../../../lib/api/types.ts';
import { toStoreSettings } from '../../../lib/catalogue/settings.ts';
import { api } from '../../api.ts';

export interface Option {
  id: number;
  title: string;
}

export interface CategoryOption extends Option {
  children: Option[];
}

export interface ProductOptions {
  categories: CategoryOption[];
  brands: Option[];
}

type Raw = Record<string, unknown>;

const list = (answer: unknown): Raw[] => {
  const a = answer as { data?: unknown } | unknown[] | null;
  const rows = Array.isArray(a) ? a : (a as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? (rows as Raw[]) : [];
};

const titleOf = (r: Raw) => String(r.title ?? r.child_title ?? r.name ?? `#${r.id}`);

/** Categories with children, whatever the answer calls them (children, child_categories). */
export function categoryOptions(rows: Raw[]): CategoryOption[] {
  return rows.map((r) => ({
    id: Number(r.id),
    title: titleOf(r),
    children: list(r.children ?? r.child_categories ?? []).map((c) => ({
      id: Number(c.id),
      title: titleOf(c),
    })),
  }));
}

export function brandOptions(rows: Raw[]): Option[] {
  return rows
    .map((r) => ({ id: Number(r.id), title: titleOf(r) }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Missing routes (404) fall back to the public navigation data; other errors are thrown. */
async function orFallback(path: string): Promise<Raw[] | null> {
  try {
    return list(await api.get(path));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export async function loadProductOptions(): Promise<ProductOptions> {
  const [categories, brands] = await Promise.all([
    orFallback('admin/categories'),
    orFallback('admin/brands'),
  ]);
  if (categories && brands) return { categories: categoryOptions(categories), brands: brandOptions(brands) };
  const nav = (await api.get<{ data: { category: Raw[]; brand: Raw[] } }>('nav-bar-data')).data;
  return {
    categories: categoryOptions(categories ?? nav.category),
    brands: brandOptions(brands ?? nav.brand),
  };
}

/** A title by id, or the id when the list does not have it (a filter from an old link). */
export const titleById = (options: Option[], id: number | string | null | undefined): string =>
  options.find((o) => String(o.id) === String(id))?.title ?? (id == null || id === '' ? '' : `#${id}`);

/** The shop's GST rate in basis points, from the settings the shop publishes with its brands. */
export async function loadGstBp(): Promise<number> {
  const answer = await api.get<{ general_settings: ApiGeneralSettings }>('brands');
  return toStoreSettings(answer.general_settings).gstBp;
}
