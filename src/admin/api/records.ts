/**
 * The back office's editable records (brands, blog posts, information pages, FAQs, home page blocks,
 * categories, child categories), all served by the same routes (api/http/record-routes.ts): the list,
 * one record, a create, an edit with the version it was made from, a delete, and a move (the
 * sort_order of the items whose place in the list changes). `recordResource` makes a resource's
 * query keys, hooks and mutations; every write puts the answer in the cache and marks the lists of
 * the resource (and of any resource that shows it) stale.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RecordValues } from '../../lib/content/record-fields.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

/** A record as the routes answer it. */
export type SavedRecord = RecordValues & { id: number; version: number; updated_at: string };

/** An item of an ordered list (FAQs, slides, child categories). */
export interface Ordered {
  id: number;
  sort_order: number;
  version: number;
}

export interface ResourceOptions {
  /** The path of the creates, under /admin, when not the resource's own (a category's children). */
  createPath?: string;
  /** Other resources whose answers show this one's records (a category's list shows its children). */
  shownIn?: readonly string[];
}

export const recordKeys = (resource: string) => ({
  all: [resource] as const,
  list: [resource, 'list'] as const,
  one: (id: number | string) => [resource, 'one', String(id)] as const,
});

/**
 * The order `list` takes when item `index` moves one place up or down: every item whose place
 * changes, with sort_order = its new place × 10 (equal or gapped orders from older data end distinct).
 */
export function reordered<T extends Ordered>(
  list: readonly T[],
  index: number,
  by: -1 | 1,
): { item: T; sort_order: number }[] {
  const order = [...list];
  const [item] = order.splice(index, 1);
  if (!item || index + by < 0 || index + by > order.length) return [];
  order.splice(index + by, 0, item);
  return order
    .map((row, i) => ({ item: row, sort_order: (i + 1) * 10 }))
    .filter(({ item: row, sort_order }) => row.sort_order !== sort_order);
}

export function recordResource<T extends SavedRecord = SavedRecord>(
  resource: string,
  options: ResourceOptions = {},
) {
  const keys = recordKeys(resource);
  const path = (id: number | string) => `admin/${resource}/${encodeURIComponent(String(id))}`;

  /** Every list that shows these records is stale. */
  const listsStale = () => {
    void queryClient.invalidateQueries({ queryKey: keys.list });
    for (const other of options.shownIn ?? []) void queryClient.invalidateQueries({ queryKey: [other] });
  };
  const saved = (record: T) => {
    queryClient.setQueryData(keys.one(record.id), record);
    listsStale();
  };

  return {
    keys,
    path,
    useList: () =>
      useQuery({
        queryKey: keys.list,
        queryFn: async () => (await api.get<{ data: T[] }>(`admin/${resource}`)).data,
      }),
    useOne: (id: number | string, enabled = true) =>
      useQuery({
        queryKey: keys.one(id),
        queryFn: async () => (await api.get<{ data: T }>(path(id))).data,
        enabled,
      }),
    /** POST: a new record; `createPath` for one made under another (admin/categories/3/children). */
    useCreate: (createPath = options.createPath ?? `admin/${resource}`) =>
      useMutation({
        mutationFn: async (body: Record<string, unknown>) =>
          (await api.post<{ data: T }>(createPath, body)).data,
        onSuccess: saved,
      }),
    /** PATCH with the version the body was made from (a stale one answers 409 with `current`). */
    useSave: () =>
      useMutation({
        mutationFn: async ({ id, body }: { id: number; body: Record<string, unknown> }) =>
          (await api.patch<{ data: T }>(path(id), body)).data,
        onSuccess: saved,
      }),
    useRemove: () =>
      useMutation({
        mutationFn: async (id: number) => (await api.delete<{ data: T }>(path(id))).data,
        onSuccess: (record) => {
          queryClient.removeQueries({ queryKey: keys.one(record.id) });
          listsStale();
        },
      }),
    /** Moves item `index` of `list` (in display order) one place up or down; the lists reload either way. */
    useMove: () =>
      useMutation({
        mutationFn: async ({ list, index, by }: { list: readonly Ordered[]; index: number; by: -1 | 1 }) => {
          for (const { item, sort_order } of reordered(list, index, by))
            await api.patch(path(item.id), { version: item.version, sort_order });
        },
        onSettled: listsStale,
      }),
  };
}
