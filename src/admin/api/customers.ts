/** Customers in the back office: the search list, one customer, and the trade and plan decisions on them. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { CustomerDetail, CustomerRow } from '../types.ts';
import { api } from './client.ts';
import { queryClient, usePagedList } from './query.ts';

export const customerKeys = {
  all: ['customers'] as const,
  one: (id: string) => ['customers', 'one', id] as const,
};

const path = (id: string) => `admin/customers/${encodeURIComponent(id)}`;

export const useCustomers = (query: Query) => usePagedList<CustomerRow>('customers', 'customers', query);

export const useCustomer = (id: string) =>
  useQuery({
    queryKey: customerKeys.one(id),
    queryFn: async () => (await api.get<{ data: CustomerDetail }>(path(id))).data,
  });

/** A change to one customer: that customer and the lists (their trade status shows there) are stale. */
const changes = (send: (body: object) => Promise<unknown>) =>
  useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });

/** { decision: 'approve' | 'reject' } on a trade application. */
export const useTradeDecision = (id: string) => changes((body) => api.post(`${path(id)}/trade`, body));

/** { plan_ids }: the membership plans the customer holds. */
export const useSavePlans = (id: string) => changes((body) => api.put(`${path(id)}/plans`, body));
