/**
 * The back office's one query cache (TanStack Query): what a screen loaded is kept for the next
 * screen that needs it, for `staleTime`, so moving between screens and back asks the API nothing new;
 * a save invalidates its resource's keys (the data modules' mutations), and signing out forgets all.
 * A lost request (NetworkError) is tried again twice; an answer (ApiError) never is.
 */
import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';
import { NetworkError, type Query } from '../../lib/api/client.ts';
import { onSessionChange } from '../session.ts';
import type { Page } from '../types.ts';
import { api } from './client.ts';

/** How long an answer serves other screens before it is asked for again. */
export const STALE_MS = 5 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      refetchOnWindowFocus: false,
      retry: (failures, error) => error instanceof NetworkError && failures < 2,
    },
    mutations: { retry: false },
  },
});

onSessionChange((session) => {
  if (!session) queryClient.clear();
});

/**
 * A server-paged admin list (`GET /api/admin/{path}` with its filters and page) under the key
 * [resource, 'list', query]; the page shown stays until the next one arrives.
 */
export const usePagedList = <T>(resource: string, path: string, query: Query) =>
  useQuery({
    queryKey: [resource, 'list', query],
    queryFn: () => api.get<Page<T>>(`admin/${path}`, query),
    placeholderData: keepPreviousData,
  });
