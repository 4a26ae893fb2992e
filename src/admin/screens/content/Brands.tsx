/** Brands: the list (#/brands), a new brand (#/brands/new) and one brand's editor (#/brands/12). */
import { BRAND_FIELDS, blankOf } from '../../../lib/content/record-fields.ts';
import { brandPath } from '../../../lib/site/urls.ts';
import { type Brand, brands } from '../../api/brands.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Heading, QueryState } from '../../ui.tsx';
import { EditScreen, formOf } from './form.tsx';

const FORM = formOf(BRAND_FIELDS);

const COLUMNS: Column<Brand>[] = [
  { header: 'Name', cell: (b) => <a href={href('brands', b.id)}>{b.title}</a> },
  { header: 'Permalink', cell: (b) => <code>{b.permalink}</code> },
  { header: 'Shown', cell: (b) => (b.active ? 'Yes' : 'Hidden') },
];

function BrandList() {
  const list = brands.useList();
  return (
    <>
      <Heading>Brands</Heading>
      <p className="actions">
        <a className="button primary" href={href('brands', 'new')}>
          New brand
        </a>
      </p>
      <QueryState query={list}>
        {(rows) => <Table rows={rows} columns={COLUMNS} rowKey={(b) => b.id} empty="No brands yet." />}
      </QueryState>
    </>
  );
}

export function Brands({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="brands"
      resource={brands}
      id={id}
      listLabel="Brands"
      noun="brand"
      blank={blankOf(BRAND_FIELDS)}
      form={FORM}
      sitePath={(b) => brandPath(String(b.permalink))}
    />
  ) : (
    <BrandList />
  );
}
