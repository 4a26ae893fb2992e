/** The audit log, newest first, a page at a time (each page says where the next one starts). */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { AuditRow } from '../types.ts';
import { api } from './client.ts';

export interface AuditPage {
  data: AuditRow[];
  next_before: number | null;
}

/** `query(before)`: the filters' query for the page before an entry id (the first page: null). */
export const useAudit = (filters: object, query: (before: number | null) => Query) =>
  useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) => api.get<AuditPage>('admin/audit', query(pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    placeholderData: keepPreviousData,
  });
