/** FAQs (GET/POST /admin/faqs, PATCH/DELETE /admin/faqs/{id}), ordered within their group. */
import { recordResource, type SavedRecord } from './records.ts';

export interface Faq extends SavedRecord {
  group_name: string;
  question: string;
  answer: string;
  sort_order: number;
}

export const faqs = recordResource<Faq>('faqs');
