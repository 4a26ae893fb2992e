/**
 * The shop's freight settings (GET /admin/freight; PUT the whole document with the version loaded:
 * 409 with the saved copy when stale, 422 naming the rule broken). Saved, the answer replaces the cache.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FreightSettings } from '../../lib/api/schemas/freight-config.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

export const freightKeys = { all: ['freight'] as const };

export const useFreight = () =>
  useQuery({
    queryKey: freightKeys.all,
    queryFn: async () => (await api.get<{ data: FreightSettings }>('admin/freight')).data,
  });

export const useSaveFreight = () =>
  useMutation({
    mutationFn: async (body: FreightSettings) =>
      (await api.put<{ data: FreightSettings }>('admin/freight', body)).data,
    onSuccess: (data) => queryClient.setQueryData(freightKeys.all, data),
  });
