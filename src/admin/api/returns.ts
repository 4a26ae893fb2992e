/** Return requests in the back office: the queue, one return, and the decisions on it. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { ReturnDetail, ReturnRow } from '../types.ts';
import { api } from './client.ts';
import { orderKeys } from './orders.ts';
import { queryClient, usePagedList } from './query.ts';
import { stockKeys } from './stock.ts';

export const returnKeys = {
  all: ['returns'] as const,
  one: (id: string) => ['returns', 'one', id] as const,
};

export const useReturns = (query: Query) => usePagedList<ReturnRow>('returns', 'returns', query);

export const useReturn = (id: string) =>
  useQuery({
    queryKey: returnKeys.one(id),
    queryFn: async () =>
      (await api.get<{ data: ReturnDetail }>(`admin/returns/${encodeURIComponent(id)}`)).data,
  });

/**
 * A decision ({ status, note?, refund? }), a refund under its Idempotency-Key: answers the return as
 * it is now; the queue, the dashboard, stock (a refunded return may put units back) and (after a
 * refund) the order are stale.
 */
export const useDecideReturn = (id: string) =>
  useMutation({
    mutationFn: async ({ key, ...body }: Record<string, unknown>) => {
      const headers: Record<string, string> = key ? { 'Idempotency-Key': String(key) } : {};
      return (
        await api.post<{ data: ReturnDetail }>(`admin/returns/${encodeURIComponent(id)}/status`, body, {
          headers,
        })
      ).data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(returnKeys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: ['returns', 'list'] });
      void queryClient.invalidateQueries({ queryKey: orderKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
      if (data.order)
        void queryClient.invalidateQueries({ queryKey: orderKeys.one(data.order.invoice_number) });
    },
  });
