/** Blog posts, drafts too (GET/POST /admin/blogs, GET/PATCH/DELETE /admin/blogs/{id}). */
import { recordResource, type SavedRecord } from './records.ts';

export interface BlogPost extends SavedRecord {
  title: string;
  permalink: string;
  /** 1 published, 0 draft. */
  active: number;
}

export const blogs = recordResource<BlogPost>('blogs');
