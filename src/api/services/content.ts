/** Information pages and FAQs, shaped as the API sends them. */
import { asc } from 'drizzle-orm';
import type { ApiFaqGroup, ApiInfoPage } from '../../lib/api/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { faqs, infoPages } from '../db/schema/index.ts';

export async function listInfoPages(db: Db): Promise<ApiInfoPage[]> {
  const rows = await db.select().from(infoPages).orderBy(asc(infoPages.id));
  return rows.map((p) => ({
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    content: p.content,
    schema_type: p.schemaType,
    _seo_title: p.seoTitle,
    _seo_description: p.seoDescription,
    _seo_tags: p.seoTags,
    _page_index: p.pageIndex,
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** FAQs grouped in the order editors set. */
export async function listFaqGroups(db: Db): Promise<ApiFaqGroup[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const groups: ApiFaqGroup[] = [];
  for (const row of rows) {
    let group = groups.find((g) => g.group === row.groupName);
    if (!group) {
      group = { group: row.groupName, items: [], updated_at: row.updatedAt.toISOString() };
      groups.push(group);
    }
    group.items.push({ question: row.question, answer: row.answer });
    if (row.updatedAt.toISOString() > group.updated_at) group.updated_at = row.updatedAt.toISOString();
  }
  return groups;
}
