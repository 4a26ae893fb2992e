/** Information pages (#/pages lists them with the FAQs; #/pages/3 edits one). */
import { infoPagePath } from '../../../lib/site/urls.ts';
import { api } from '../../api.ts';
import { href } from '../../router.ts';
import { Heading, LoadState, useLoad, When } from '../../ui.tsx';
import { FaqManager } from './Faqs.tsx';
import { EditScreen, type FieldSpec, SEO_FIELDS, unwrap } from './form.tsx';

interface PageRow {
  id: number;
  slug: string;
  title: string;
  updated_at?: string;
}

const FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'summary', label: 'Summary', kind: 'textarea' },
  { key: 'content', label: 'Content', kind: 'rich' },
  ...SEO_FIELDS,
];

function PageList() {
  const list = useLoad(() => api.get('admin/pages').then((r) => unwrap<PageRow[]>(r)), []);
  return (
    <>
      <Heading>Pages and FAQs</Heading>
      <section aria-labelledby="info-pages-title">
        <h2 id="info-pages-title">Information pages</h2>
        <LoadState loaded={list}>
          {(rows) => (
            <table className="rows">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Address</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <th scope="row" data-label="Title">
                      <a href={href('pages', p.id)}>{p.title}</a>
                    </th>
                    <td data-label="Address">
                      <code>{infoPagePath(p.slug)}</code>
                    </td>
                    <td data-label="Updated">
                      <When at={p.updated_at} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LoadState>
      </section>
      <section aria-labelledby="faqs-title" className="content-section">
        <h2 id="faqs-title">FAQs</h2>
        <FaqManager level={3} />
      </section>
    </>
  );
}

export function Pages({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="pages"
      resource="pages"
      id={id}
      listLabel="Pages and FAQs"
      noun="page"
      fields={FIELDS}
      sitePath={(p) => infoPagePath(String(p.slug))}
    />
  ) : (
    <PageList />
  );
}
