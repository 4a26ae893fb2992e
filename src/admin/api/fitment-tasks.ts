/**
 * The fitment queue: tasks a did-not-fit review or return opened, naming the product and the vehicle,
 * so the shop can correct the product's fitment; open ones first, or those already done.
 */
import { useMutation } from '@tanstack/react-query';
import type { Query } from '../../lib/api/client.ts';
import type { FitmentTask } from '../types.ts';
import { api } from './client.ts';
import { queryClient, usePagedList } from './query.ts';

export const fitmentTaskKeys = { all: ['fitment-tasks'] as const };

export const useFitmentTasks = (query: Query) =>
  usePagedList<FitmentTask>('fitment-tasks', 'fitment-tasks', query);

/** Marks a task done: the queue is stale. */
export const useMarkTaskDone = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await api.post<{ data: FitmentTask }>(`admin/fitment-tasks/${id}/done`, {})).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fitmentTaskKeys.all }),
  });
