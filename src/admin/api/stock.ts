/**
 * Stock by location in the back office: a product's stock (its settings and every location's level),
 * its saves (settings, adjustments), the low-stock list, a location's pick list, and the stock CSV
 * out and in. A save's answer is the product's stock as it is now, which replaces the cached one; the
 * low-stock list is then stale, and so are the product lists and the product (its status follows its
 * stock). An import that wrote anything makes every stock and product query stale.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { RawBody } from '../../lib/api/client.ts';
import type { LowStockRow, PickList, ProductStock, StockImport } from '../types.ts';
import { api } from './client.ts';
import { productKeys } from './products.ts';
import { queryClient } from './query.ts';

export const stockKeys = {
  all: ['stock'] as const,
  product: (id: number | string) => ['stock', 'product', String(id)] as const,
  low: ['stock', 'low'] as const,
  pick: (locationId: string, day: string) => ['stock', 'pick', locationId, day] as const,
};

const path = (id: number | string) => `admin/products/${encodeURIComponent(String(id))}/stock`;

export const useProductStock = (id: number | string, enabled = true) =>
  useQuery({
    queryKey: stockKeys.product(id),
    enabled,
    queryFn: async () => (await api.get<{ data: ProductStock }>(path(id))).data,
  });

/** The product's stock as an answer gave it; what shows its status is stale. */
export function stockChanged(stock: ProductStock): void {
  queryClient.setQueryData(stockKeys.product(stock.product_id), stock);
  void queryClient.invalidateQueries({ queryKey: stockKeys.low });
  void queryClient.invalidateQueries({ queryKey: productKeys.lists });
  void queryClient.invalidateQueries({ queryKey: productKeys.one(stock.product_id) });
}

/** PUT the settings: counted, backorders and their date, the low-stock threshold, safety stock by location. */
export const useSaveStockSettings = (productId: number) =>
  useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await api.put<{ data: ProductStock }>(path(productId), body)).data,
    onSuccess: stockChanged,
  });

/** One adjustment at a location: received, damaged, count or transfer. */
export const useAdjustStock = (productId: number) =>
  useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await api.post<{ data: ProductStock }>(`${path(productId)}/adjustments`, body)).data,
    onSuccess: stockChanged,
  });

export const useLowStock = () =>
  useQuery({
    queryKey: stockKeys.low,
    queryFn: async () => (await api.get<{ data: LowStockRow[] }>('admin/stock/low')).data,
  });

/**
 * A location's pick list, of the orders placed on `day` when one is given ('' for every day). Asked
 * for afresh each time it opens: shoppers' orders change it, and no save here says so.
 */
export const usePickList = (locationId: string, day: string) =>
  useQuery({
    queryKey: stockKeys.pick(locationId, day),
    enabled: locationId !== '',
    staleTime: 0,
    queryFn: () =>
      api.get<PickList>('admin/stock/pick-list', { location_id: locationId, day: day || undefined }),
  });

/** Every counted product's level at every location, as CSV (a Blob to save). */
export const useExportStock = () => useMutation({ mutationFn: () => api.blob('admin/stock/export.csv') });

/** A stock CSV checked (dry_run) or imported (apply); all rows or none. */
export const useImportStock = () =>
  useMutation({
    mutationFn: ({ csv, mode }: { csv: string; mode: 'dry_run' | 'apply' }) =>
      api.post<StockImport>('admin/stock/import', new RawBody(csv, 'text/csv'), { query: { mode } }),
    onSuccess: (result) => {
      if (result.mode !== 'apply' || result.changed === 0) return;
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
