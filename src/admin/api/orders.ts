/**
 * Orders in the back office: the list (filters as sent), one order, and the moves staff make. Every
 * move answers the order as it is now, which replaces the cached one; the lists and the dashboard
 * are marked stale, so the next screen that shows them asks again, and so is stock (a shipment or
 * collection takes it off the shelf, a cancel or a restocking refund puts it back).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { BulkOutcome } from '../../lib/api/schemas/admin-orders.ts';
import type { Dashboard, OrderDetail, OrderRow } from '../types.ts';
import { api } from './client.ts';
import { queryClient, usePagedList } from './query.ts';
import { stockKeys } from './stock.ts';

export const orderKeys = {
  all: ['orders'] as const,
  one: (invoice: string) => ['orders', 'one', invoice.toUpperCase()] as const,
  dashboard: ['dashboard'] as const,
};

const path = (invoice: string) => `admin/orders/${encodeURIComponent(invoice)}`;

export const useOrders = (query: Query) => usePagedList<OrderRow>('orders', 'orders', query);

export const useOrder = (invoice: string) =>
  useQuery({
    queryKey: orderKeys.one(invoice),
    queryFn: async () => (await api.get<{ data: OrderDetail }>(path(invoice))).data,
  });

export const useDashboard = () =>
  useQuery({ queryKey: orderKeys.dashboard, queryFn: () => api.get<Dashboard>('admin/dashboard') });

/** The order as an answer gave it; every list of orders (and the dashboard's counts) is stale. */
export function orderChanged(order: OrderDetail): void {
  queryClient.setQueryData(orderKeys.one(order.invoice_number), order);
  void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
  void queryClient.invalidateQueries({ queryKey: orderKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: stockKeys.all });
}

/** Moves the order to a next status (and ships it with a carrier and tracking number). */
export const useMoveOrder = (invoice: string) =>
  useMutation({
    mutationFn: async (body: object) =>
      (await api.post<{ data: OrderDetail }>(`${path(invoice)}/status`, body)).data,
    onSuccess: orderChanged,
  });

/** Any other change to the order (a note, a refund, a resent email): the order is asked for again. */
const changes = <A>(invoice: string, send: (body: Record<string, unknown>) => Promise<A>) =>
  useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(invoice) });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });

export const useAddNote = (invoice: string) =>
  changes(invoice, (body) => api.post(`${path(invoice)}/notes`, body));

/** A refund under its Idempotency-Key (a retry of the same refund refunds nothing twice). */
export const useRefund = (invoice: string) =>
  changes(invoice, async ({ key, ...body }) => {
    const headers = { 'Idempotency-Key': String(key) };
    return (await api.post<{ data: { amount_cents: number } }>(`${path(invoice)}/refunds`, body, { headers }))
      .data;
  });

/**
 * Books shipment `index` of the order's delivery plan with its carrier: the API's message. The order
 * is asked for again either way (a 409 may mean someone else has just booked it).
 */
export const useBookShipment = (invoice: string) =>
  useMutation({
    mutationFn: async (index: number) =>
      (await api.post<{ message: string }>(`${path(invoice)}/shipments/${index}/book`, {})).message,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(invoice) });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });

/** One of the order's PDFs (invoice.pdf, packing-slip.pdf, shipments/{index}/label). */
export const orderFile = (invoice: string, file: string) => api.blob(`${path(invoice)}/${file}`);

/** Emails the order's confirmation to the customer again: the API's message. */
export const resendConfirmation = async (invoice: string) =>
  (await api.post<{ message: string }>(`${path(invoice)}/resend-confirmation`, {})).message;

export const useBulkMove = () =>
  useMutation({
    mutationFn: async (body: object) =>
      (await api.post<{ data: BulkOutcome[] }>('admin/orders/bulk-status', body)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });

/** The orders CSV of the days chosen (all days when none). */
export const exportOrders = (query: Query) => api.blob('admin/orders/export.csv', query);
