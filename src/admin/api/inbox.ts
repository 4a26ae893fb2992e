/** The contact form's messages, newest first, a page at a time; the newsletter subscribers as a CSV. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMessage, Page } from '../types.ts';
import { api } from './client.ts';

export const useMessages = (page: number) =>
  useQuery({
    queryKey: ['messages', page],
    queryFn: () => api.get<Page<ContactMessage>>('admin/messages', { page }),
    placeholderData: keepPreviousData,
  });

export const subscribersCsv = () => api.blob('admin/newsletter.csv');
