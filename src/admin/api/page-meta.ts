/**
 * Listing SEO (GET /admin/page-meta, PUT /admin/page-meta/{scope}/{ref}): the shop listing's and each
 * brand's options, with the version (the time of the last save) an edit sends back.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ListingMeta } from '../../lib/api/schemas/admin-content.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

export type { ListingMeta };

export const pageMetaKeys = { all: ['page-meta'] as const };

export const usePageMeta = () =>
  useQuery({
    queryKey: pageMetaKeys.all,
    queryFn: async () => (await api.get<{ data: ListingMeta[] }>('admin/page-meta')).data,
  });

/** The listing's key in addresses: 'shop', or 'brand:<permalink>'. */
export const listingKey = (l: { scope: string; ref: string }) =>
  l.scope === 'shop' ? 'shop' : `${l.scope}:${l.ref}`;

export const useSavePageMeta = () =>
  useMutation({
    mutationFn: async ({ scope, ref, body }: { scope: string; ref: string; body: Record<string, unknown> }) =>
      (
        await api.put<{ data: ListingMeta }>(
          `admin/page-meta/${encodeURIComponent(scope)}/${ref ? encodeURIComponent(ref) : '_'}`,
          body,
        )
      ).data,
    onSuccess: (saved) =>
      queryClient.setQueryData<ListingMeta[]>(pageMetaKeys.all, (list) =>
        list?.map((l) => (listingKey(l) === listingKey(saved) ? saved : l)),
      ),
  });
