/** The shop's general settings (GET /admin/settings, PATCH with the version loaded: 409 when stale). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { queryClient } from './query.ts';

/** The settings as the API answers them (nested links as objects, money in cents). */
export type SettingsData = Record<string, unknown> & { version?: unknown; updated_at?: string };

export const settingsKeys = { all: ['settings'] as const };

export const useSettings = () =>
  useQuery({
    queryKey: settingsKeys.all,
    queryFn: async () => (await api.get<{ data: SettingsData }>('admin/settings')).data,
  });

export const useSaveSettings = () =>
  useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await api.patch<{ data: SettingsData }>('admin/settings', body)).data,
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.all, data),
  });
