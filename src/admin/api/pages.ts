/** Information pages (GET /admin/pages, GET/PATCH /admin/pages/{id}; none are added or deleted). */
import { recordResource, type SavedRecord } from './records.ts';

export interface InfoPage extends SavedRecord {
  slug: string;
  title: string;
}

export const pages = recordResource<InfoPage>('pages');
