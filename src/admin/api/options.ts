/**
 * What the product screens choose from: brands and categories (with their child categories) for the
 * selects and filters, and the shop's GST rate for the price fields. The brand and category lists
 * are the content screens' own (api/brands.ts, api/categories.ts: `['brands', 'list']`,
 * `['categories', 'list']`), so a brand saved there shows here and each list is asked for once.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiGeneralSettings } from '../../lib/api/schemas/catalogue.ts';
import { toStoreSettings } from '../../lib/catalogue/settings.ts';
import { brandOptions, categoryOptions, type ProductOptions, type Raw } from '../screens/products/options.ts';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { api } from './client.ts';

export const optionKeys = {
  brands: brands.keys.list,
  categories: categories.keys.list,
  /** Under 'settings', so a settings save that marks them stale marks this one too. */
  gst: ['settings', 'gst'] as const,
};

/** Brands and categories for the selects: `data` once both are known, `error` if either failed. */
export function useProductOptions(): { data: ProductOptions | null; error: unknown } {
  const brandList = brands.useList();
  const categoryList = categories.useList();
  const error = brandList.error ?? categoryList.error ?? null;
  if (!brandList.data || !categoryList.data) return { data: null, error };
  return {
    data: {
      brands: brandOptions(brandList.data as unknown as Raw[]),
      categories: categoryOptions(categoryList.data as unknown as Raw[]),
    },
    error,
  };
}

/** The shop's GST rate in basis points, from the settings the shop publishes with its brands. */
export const useGstBp = () =>
  useQuery({
    queryKey: optionKeys.gst,
    queryFn: async () => {
      const answer = await api.get<{ general_settings: ApiGeneralSettings }>('brands');
      return toStoreSettings(answer.general_settings).gstBp;
    },
  });
