/** Information pages (#/pages lists them with the FAQs; #/pages/3 edits one). */
import { INFO_PAGE_FIELDS } from '../../../lib/content/record-fields.ts';
import { infoPagePath } from '../../../lib/site/urls.ts';
import { type InfoPage, pages } from '../../api/pages.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Heading, QueryState, When } from '../../ui.tsx';
import { FaqManager } from './Faqs.tsx';
import { EditScreen, formOf } from './form.tsx';

const FORM = formOf(INFO_PAGE_FIELDS);

const COLUMNS: Column<InfoPage>[] = [
  { header: 'Title', cell: (p) => <a href={href('pages', p.id)}>{p.title}</a> },
  { header: 'Address', cell: (p) => <code>{infoPagePath(p.slug)}</code> },
  { header: 'Updated', cell: (p) => <When at={p.updated_at} /> },
];

function PageList() {
  const list = pages.useList();
  return (
    <>
      <Heading>Pages and FAQs</Heading>
      <section aria-labelledby="info-pages-title">
        <h2 id="info-pages-title">Information pages</h2>
        <QueryState query={list}>
          {(rows) => <Table rows={rows} columns={COLUMNS} rowKey={(p) => p.id} empty="No pages." />}
        </QueryState>
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
      resource={pages}
      id={id}
      listLabel="Pages and FAQs"
      noun="page"
      form={FORM}
      sitePath={(p) => infoPagePath(String(p.slug))}
    />
  ) : (
    <PageList />
  );
}
