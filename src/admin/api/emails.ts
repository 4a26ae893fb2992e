/** The email previews (GET /admin/emails, GET /admin/emails/{template}) and the test email (POST .../test). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailPreview, EmailTemplateList, TestEmailSent } from '../../lib/api/schemas/admin-emails.ts';
import { api } from './client.ts';

export const emailKeys = {
  list: ['emails'] as const,
  preview: (id: string) => ['emails', id] as const,
};

export const useEmailTemplates = () =>
  useQuery({
    queryKey: emailKeys.list,
    queryFn: async () => (await api.get<EmailTemplateList>('admin/emails')).data,
  });

export const useEmailPreview = (id: string | null) =>
  useQuery({
    queryKey: emailKeys.preview(id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      (await api.get<{ data: EmailPreview }>(`admin/emails/${encodeURIComponent(id!)}`)).data,
  });

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: (id: string) => api.post<TestEmailSent>(`admin/emails/${encodeURIComponent(id)}/test`, {}),
  });
