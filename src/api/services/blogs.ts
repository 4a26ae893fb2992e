/** Blogs shaped as the API sends them; only active blogs (active = 1) are ever listed or related. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { ApiBlog } from '../../lib/api/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/index.ts';

type BlogRow = typeof blogs.$inferSelect;

function toApiBlog(b: BlogRow): ApiBlog {
  return {
    id: b.id,
    title: b.title,
    permalink: b.permalink,
    description: b.description,
    content: b.content,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    active: b.active ? 1 : 0,
    featured_images: b.featuredImage,
    fimage_alt_text: b.fimageAltText,
    cover_image: b.coverImage,
    _seo_title: b.seoTitle,
    _seo_description: b.seoDescription,
    _seo_tags: b.seoTags,
    _canonical_url: b.canonicalUrl,
    _schema_markup: b.schemaMarkup,
    _page_index: b.pageIndex,
  };
}

/** Active blogs, newest first. */
export async function listBlogs(db: Db): Promise<ApiBlog[]> {
  const rows = await db.select().from(blogs).where(eq(blogs.active, 1)).orderBy(desc(blogs.createdAt));
  return rows.map(toApiBlog);
}

/** One active blog and up to 3 other active blogs as related; null when unknown or inactive. */
export async function findBlog(db: Db, permalink: string) {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.permalink, permalink), eq(blogs.active, 1)));
  if (!row) return null;
  const related = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.active, 1), ne(blogs.id, row.id)))
    .orderBy(desc(blogs.createdAt))
    .limit(3);
  return { blog: toApiBlog(row), related_blogs: related.map(toApiBlog) };
}
