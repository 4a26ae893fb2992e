/** The blog: every post, drafts too (#/blogs), a new post (#/blogs/new) and one post's editor. */
import { BLOG_FIELDS, blankOf } from '../../../lib/content/record-fields.ts';
import { blogPath } from '../../../lib/site/urls.ts';
import { type BlogPost, blogs } from '../../api/blogs.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Heading, QueryState, When } from '../../ui.tsx';
import { EditScreen, formOf } from './form.tsx';

const FORM = formOf(BLOG_FIELDS);

const COLUMNS: Column<BlogPost>[] = [
  { header: 'Title', cell: (b) => <a href={href('blogs', b.id)}>{b.title}</a> },
  {
    header: 'Status',
    cell: (b) => (
      <span className={`badge ${Number(b.active) === 1 ? 'badge-completed' : ''}`}>
        {Number(b.active) === 1 ? 'Published' : 'Draft'}
      </span>
    ),
  },
  { header: 'Updated', cell: (b) => <When at={b.updated_at} /> },
];

function BlogList() {
  const list = blogs.useList();
  return (
    <>
      <Heading>Blog</Heading>
      <p className="actions">
        <a className="button primary" href={href('blogs', 'new')}>
          New post
        </a>
      </p>
      <QueryState query={list}>
        {(rows) => <Table rows={rows} columns={COLUMNS} rowKey={(b) => b.id} empty="No posts yet." />}
      </QueryState>
    </>
  );
}

export function Blogs({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="blogs"
      resource={blogs}
      id={id}
      listLabel="Blog"
      noun="post"
      blank={blankOf(BLOG_FIELDS)}
      form={FORM}
      sitePath={(b) => blogPath(String(b.permalink))}
    />
  ) : (
    <BlogList />
  );
}
