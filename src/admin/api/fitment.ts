/**
 * A product's vehicles (GET/PUT /api/admin/products/{id}/fitment): the set as saved at its fitment
 * version, and its save, whose answer replaces the cached set.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FitmentSave, ProductFitment } from '../../lib/fitment/fitment-input.ts';
import { api } from './client.ts';
import { queryClient } from './query.ts';

export const fitmentKeys = {
  all: ['fitment'] as const,
  one: (productId: number) => ['fitment', productId] as const,
};

const path = (productId: number) => `admin/products/${productId}/fitment`;

export const useFitment = (productId: number) =>
  useQuery({
    queryKey: fitmentKeys.one(productId),
    queryFn: async () => (await api.get<{ data: ProductFitment }>(path(productId))).data,
  });

export const useSaveFitment = (productId: number) =>
  useMutation({
    mutationFn: async (body: FitmentSave) =>
      (await api.put<{ data: ProductFitment }>(path(productId), body)).data,
    onSuccess: (fitment) => {
      queryClient.setQueryData(fitmentKeys.one(productId), fitment);
      void queryClient.invalidateQueries({ queryKey: fitmentKeys.one(productId), refetchType: 'none' });
    },
  });

/** The cached fitment as a 409 says it is now. */
export const fitmentIs = (fitment: ProductFitment) =>
  queryClient.setQueryData(fitmentKeys.one(fitment.product_id), fitment);
