/** Brands (GET/POST /admin/brands, GET/PATCH/DELETE /admin/brands/{id}); the listings' SEO shows them too. */
import { recordResource, type SavedRecord } from './records.ts';

export interface Brand extends SavedRecord {
  title: string;
  permalink: string;
  logo_image: string;
  cover_image: string;
  description: string;
  active: boolean;
}

export const brands = recordResource<Brand>('brands', { shownIn: ['page-meta'] });
