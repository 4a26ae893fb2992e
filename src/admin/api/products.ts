/**
 * Products in the back office: the list (filters as in the address), one product, its saves (create,
 * edit, duplicate, delete) and the CSV import and export. A save's answer replaces the cached product;
 * every product list is then stale, and so is the product's fitment (its universal flag comes with it).
 * An import that wrote anything makes every product query stale.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Query, RawBody } from '../../lib/api/client.ts';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import type { StockStatus } from '../../lib/catalogue/stock.ts';
import type { Page } from '../types.ts';
import { api } from './client.ts';
import { fitmentKeys } from './fitment.ts';
import { queryClient } from './query.ts';

export const productKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (query: Query) => ['products', 'list', query] as const,
  one: (id: number | string) => ['products', 'one', String(id)] as const,
};

/** GET /api/admin/products, one row. */
export interface ProductRow {
  id: number;
  title: string;
  sku: string;
  permalink: string;
  price_cents: number;
  category: { id: number; title: string } | null;
  brand: { id: number; title: string } | null;
  active: boolean;
  stock_status: StockStatus;
  featured_image: string;
  version: number;
  updated_at: string;
}

/** A CSV line at fault (the header is line 1). */
export interface ImportError {
  line: number;
  field: string | null;
  message: string;
}

/** POST /api/admin/products/import's report. */
export interface ImportResult {
  mode: 'dry_run' | 'apply';
  rows: number;
  valid: number;
  created: number;
  updated: number;
  /** Rows whose product already has exactly these values. */
  unchanged?: number;
  skipped: number;
  errors: ImportError[];
}

const path = (id: number | string) => `admin/products/${encodeURIComponent(String(id))}`;

export const useProducts = (query: Query) =>
  useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => api.get<Page<ProductRow>>('admin/products', query),
    placeholderData: keepPreviousData,
  });

export const useProduct = (id: number | string, enabled = true) =>
  useQuery({
    queryKey: productKeys.one(id),
    enabled,
    queryFn: async () => (await api.get<{ data: AdminProduct }>(path(id))).data,
  });

/** The product as an answer gave it: cached as it is now; the lists and its fitment are stale. */
export function productChanged(product: AdminProduct): void {
  queryClient.setQueryData(productKeys.one(product.id), product);
  void queryClient.invalidateQueries({ queryKey: productKeys.lists });
  void queryClient.invalidateQueries({ queryKey: fitmentKeys.one(product.id) });
}

/** POST a new product (no id) or PATCH one with its version and the changed fields. */
export const useSaveProduct = () =>
  useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      (id === null
        ? await api.post<{ data: AdminProduct }>('admin/products', body)
        : await api.patch<{ data: AdminProduct }>(path(id), body)
      ).data,
    onSuccess: productChanged,
  });

/** An inactive copy of a product. */
export const useDuplicateProduct = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await api.post<{ data: AdminProduct }>(`${path(id)}/duplicate`, {})).data,
    onSuccess: productChanged,
  });

export const useDeleteProduct = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<unknown>(path(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKeys.one(id) });
      queryClient.removeQueries({ queryKey: fitmentKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists });
    },
  });

/** A CSV file checked (dry_run) or imported (apply); an import that wrote makes every product stale. */
export const useImportProducts = () =>
  useMutation({
    mutationFn: async ({ csv, mode, skip }: { csv: string; mode: 'dry_run' | 'apply'; skip: boolean }) => ({
      result: await api.post<ImportResult>('admin/products/import', new RawBody(csv, 'text/csv'), {
        query: { mode, skip_bad_rows: String(skip) },
      }),
      at: new Date().toISOString(),
    }),
    onSuccess: ({ result }) => {
      if (result.mode === 'apply' && result.created + result.updated > 0) {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        void queryClient.invalidateQueries({ queryKey: fitmentKeys.all });
      }
    },
  });

/** Every product as CSV (a Blob to save). */
export const useExportProducts = () =>
  useMutation({ mutationFn: () => api.blob('admin/products/export.csv') });

const noticeKey = (where: string) => ['notice', where] as const;

/**
 * A one-time notice for the screen the app moves to next (the copy's editor after Duplicate, the
 * list after Delete): kept in the query cache, shown by `useNotice` and forgotten when that screen
 * is left.
 */
export function leaveNotice(where: string, text: string): void {
  queryClient.setQueryData(noticeKey(where), text);
}

export function useNotice(where: string): string | null {
  const notice = useQuery<string | null>({
    queryKey: noticeKey(where),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => queryClient.removeQueries({ queryKey: noticeKey(where) }), [where]);
  return notice.data ?? null;
}
