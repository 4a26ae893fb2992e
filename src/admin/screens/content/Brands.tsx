/** Brands: the list (#/brands), a new brand (#/brands/new) and one brand's editor (#/brands/12). */
import { brandPath } from '../../../lib/site/urls.ts';
import { api } from '../../api.ts';
import { href } from '../../router.ts';
import { Heading, LoadState, useLoad } from '../../ui.tsx';
import { EditScreen, type FieldSpec, unwrap, type Values } from './form.tsx';

export interface BrandRow {
  id: number;
  title: string;
  permalink: string;
  logo_image: string;
  active: boolean;
  version: number;
}

const FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Name', required: true },
  {
    key: 'permalink',
    label: 'Permalink',
    hint: 'Lower-case letters and digits joined by dashes; the brand page is /brand/<permalink>/.',
    required: true,
  },
  { key: 'logo_image', label: 'Logo', kind: 'image', upload: 'brands' },
  { key: 'cover_image', label: 'Cover image', kind: 'image', upload: 'brands' },
  {
    key: 'description',
    label: 'Description',
    kind: 'rich',
    hint: 'Shown on the brand page above its products (the first 7,000 characters).',
  },
  { key: 'active', label: 'Shown on the site', kind: 'check' },
];

const BLANK: Values = {
  title: '',
  permalink: '',
  logo_image: '',
  cover_image: '',
  description: '',
  active: true,
};

function BrandList() {
  const list = useLoad(() => api.get('admin/brands').then((r) => unwrap<BrandRow[]>(r)), []);
  return (
    <>
      <Heading>Brands</Heading>
      <p className="actions">
        <a className="button primary" href={href('brands', 'new')}>
          New brand
        </a>
      </p>
      <LoadState loaded={list}>
        {(rows) => (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Permalink</th>
                <th scope="col">Shown</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <th scope="row" data-label="Name">
                    <a href={href('brands', b.id)}>{b.title}</a>
                  </th>
                  <td data-label="Permalink">
                    <code>{b.permalink}</code>
                  </td>
                  <td data-label="Shown">{b.active ? 'Yes' : 'Hidden'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </>
  );
}

export function Brands({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="brands"
      resource="brands"
      id={id}
      listLabel="Brands"
      noun="brand"
      blank={BLANK}
      fields={FIELDS}
      sitePath={(b) => brandPath(String(b.permalink))}
    />
  ) : (
    <BrandList />
  );
}
