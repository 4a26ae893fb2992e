/** The blog: every post, drafts too (#/blogs), a new post (#/blogs/new) and one post's editor. */
import { blogPath } from '../../../lib/site/urls.ts';
import { api } from '../../api.ts';
import { href } from '../../router.ts';
import { Heading, LoadState, useLoad, When } from '../../ui.tsx';
import { EditScreen, type FieldSpec, SEO_FIELDS, unwrap, type Values } from './form.tsx';

interface BlogRow {
  id: number;
  title: string;
  permalink: string;
  active: number;
  updated_at?: string;
}

const FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Title', required: true },
  {
    key: 'permalink',
    label: 'Permalink',
    hint: 'Lower-case letters and digits joined by dashes; the post is at /blog/<permalink>/.',
    required: true,
  },
  {
    key: 'active',
    label: 'Status',
    kind: 'select',
    numeric: true,
    options: [
      { value: '0', label: 'Draft (not on the site)' },
      { value: '1', label: 'Published' },
    ],
  },
  { key: 'description', label: 'Summary', kind: 'textarea', hint: 'Shown in the blog list.' },
  { key: 'content', label: 'Content', kind: 'rich' },
  {
    key: 'featured_image',
    label: 'Featured image',
    kind: 'image',
    upload: 'blogs',
    altKey: 'fimage_alt_text',
  },
  { key: 'cover_image', label: 'Cover image', kind: 'image', upload: 'blogs' },
  ...SEO_FIELDS,
  {
    key: 'canonical_url',
    label: 'Canonical URL',
    hint: 'Only when this post first appeared elsewhere: a path on this site (/blog/…) or an https address. Empty: the post’s own address.',
  },
  {
    key: 'schema_markup',
    label: 'Schema markup (JSON-LD)',
    kind: 'textarea',
    hint: 'A JSON object, or empty for the default BlogPosting.',
  },
];

const BLANK: Values = {
  title: '',
  permalink: '',
  active: 0,
  description: '',
  content: '',
  featured_image: '',
  fimage_alt_text: '',
  cover_image: '',
  seo_title: '',
  seo_description: '',
  seo_tags: '',
  page_index: '1',
  canonical_url: '',
  schema_markup: '',
};

function BlogList() {
  const list = useLoad(() => api.get('admin/blogs').then((r) => unwrap<BlogRow[]>(r)), []);
  return (
    <>
      <Heading>Blog</Heading>
      <p className="actions">
        <a className="button primary" href={href('blogs', 'new')}>
          New post
        </a>
      </p>
      <LoadState loaded={list}>
        {(rows) => (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <th scope="row" data-label="Title">
                    <a href={href('blogs', b.id)}>{b.title}</a>
                  </th>
                  <td data-label="Status">
                    <span className={`badge ${Number(b.active) === 1 ? 'badge-completed' : ''}`}>
                      {Number(b.active) === 1 ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td data-label="Updated">
                    <When at={b.updated_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </>
  );
}

export function Blogs({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="blogs"
      resource="blogs"
      id={id}
      listLabel="Blog"
      noun="post"
      blank={BLANK}
      fields={FIELDS}
      sitePath={(b) => blogPath(String(b.permalink))}
    />
  ) : (
    <BlogList />
  );
}
