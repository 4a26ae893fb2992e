/** The header's quick find: orders, customers and products matching what staff typed (GET /admin/search). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, type SearchAnswer } from '../search-results.ts';
import { api } from './client.ts';

/** The answer for `q`; nothing is asked below MIN_SEARCH_LENGTH characters. */
export const useQuickFind = (q: string) =>
  useQuery({
    queryKey: ['search', q],
    queryFn: () => api.get<SearchAnswer>('admin/search', { q }),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
