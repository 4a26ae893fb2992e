/**
 * Brands, categories and their child categories as the product screens' selects show them, from
 * the records the back office's taxonomy API answers (inactive ones too) or the shop's navigation
 * data (api/options.ts loads and caches them).
 */

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

export type Raw = Record<string, unknown>;

/** The rows of an answer, `{ data: [...] }` or the list itself. */
export const rowsOf = (answer: unknown): Raw[] => {
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
    children: rowsOf(r.children ?? r.child_categories ?? []).map((c) => ({
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

/** A title by id, or the id when the list does not have it (a filter from an old link). */
export const titleById = (options: Option[], id: number | string | null | undefined): string =>
  options.find((o) => String(o.id) === String(id))?.title ?? (id == null || id === '' ? '' : `#${id}`);
