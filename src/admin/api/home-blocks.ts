/** The home page's slides and banners (GET/POST /admin/home-blocks, PATCH/DELETE /admin/home-blocks/{id}). */
import { recordResource, type SavedRecord } from './records.ts';

export interface HomeBlock extends SavedRecord {
  kind: 'slide' | 'banner';
  title: string;
  text: string;
  href: string;
  cta: string;
  image: string;
  image_alt: string;
  sort_order: number;
  active: boolean;
}

export const homeBlocks = recordResource<HomeBlock>('home-blocks');
