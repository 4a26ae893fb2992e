/**
 * The product search's list and report in the back office: the synonym list (GET/PUT
 * /admin/search/synonyms, saved whole from the version loaded: 409 when stale) and the search
 * report (GET /admin/search/analytics).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SearchAnalytics, SynonymList } from '../../lib/api/schemas/search.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

export const searchTuningKeys = {
  synonyms: ['search-synonyms'] as const,
  analytics: (days: number) => ['search-analytics', days] as const,
};

export const useSynonyms = () =>
  useQuery({
    queryKey: searchTuningKeys.synonyms,
    queryFn: async () => (await api.get<{ data: SynonymList }>('admin/search/synonyms')).data,
  });

export const useSaveSynonyms = () =>
  useMutation({
    mutationFn: async (body: { groups: string[][]; version: number }) =>
      (await api.put<{ data: SynonymList }>('admin/search/synonyms', body)).data,
    onSuccess: (data) => queryClient.setQueryData(searchTuningKeys.synonyms, data),
  });

/** The report is read fresh each time the screen opens: searches go on meanwhile. */
export const useSearchAnalytics = (days: number) =>
  useQuery({
    queryKey: searchTuningKeys.analytics(days),
    queryFn: async () => (await api.get<{ data: SearchAnalytics }>('admin/search/analytics', { days })).data,
    staleTime: 0,
  });
