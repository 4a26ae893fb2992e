/**
 * Listing SEO (#/page-meta): the shop's listing and each brand's, with their search-engine fields,
 * description and schema markup; #/page-meta/shop or #/page-meta/brand:<permalink> edits one.
 * The version sent back is the moment the editor loaded (a newer save answers 409).
 */
import { brandPath, shopPath } from '../../../lib/site/urls.ts';
import { api } from '../../api.ts';
import { href } from '../../router.ts';
import { Heading, LoadState, useLoad } from '../../ui.tsx';
import { type FieldSpec, RecordEditor, SEO_FIELDS, unwrap, type Values } from './form.tsx';

/** One listing's meta as the form holds it. */
interface Entry extends Values {
  scope: string;
  ref: string;
  title: string;
  version: string | null;
}

const OPTIONS = [
  'seo_title',
  'seo_description',
  'seo_tags',
  'schema_markup',
  'description',
  'editor_image',
  'page_index',
] as const;

const FIELDS: FieldSpec[] = [
  ...SEO_FIELDS,
  { key: 'description', label: 'Description above the products', kind: 'rich' },
  { key: 'editor_image', label: 'Description image', kind: 'image', upload: 'banners' },
  {
    key: 'schema_markup',
    label: 'Schema markup (JSON-LD)',
    kind: 'textarea',
    hint: 'Valid JSON, or empty for none.',
  },
];

/** A brand's description lives on the brand (Brands): its listing form has no description. */
const BRAND_FIELDS = FIELDS.filter((f) => f.key !== 'description');

/** An entry of GET /page-meta or a PUT's answer: options flat or under `options`, `_`-prefixed or not. */
function entryOf(raw: unknown): Entry {
  const r = unwrap<Record<string, unknown>>(raw);
  const options = (r.options ?? r.meta ?? r) as Record<string, unknown>;
  const entry: Entry = {
    scope: String(r.scope ?? 'shop'),
    ref: String(r.ref ?? r.ref_key ?? ''),
    title: String(r.title ?? r.name ?? (r.scope === 'shop' ? 'Shop' : r.ref)),
    version: (r.version as string | null | undefined) ?? (r.updated_at as string | null | undefined) ?? null,
  };
  for (const key of OPTIONS) {
    const value = options[key] ?? options[`_${key}`];
    entry[key] = value ?? (key === 'page_index' ? '1' : '');
  }
  return entry;
}

const keyOf = (e: Entry) => (e.scope === 'shop' ? 'shop' : `${e.scope}:${e.ref}`);

function sitePath(e: Entry): string {
  return e.scope === 'brand' ? brandPath(e.ref) : shopPath();
}

const loadAll = () =>
  api.get('admin/page-meta').then((r) => {
    const list = unwrap<unknown>(r);
    return (Array.isArray(list) ? list : []).map(entryOf);
  });

function MetaList() {
  const list = useLoad(loadAll, []);
  return (
    <>
      <Heading>Listing SEO</Heading>
      <p className="muted">Search-engine titles, descriptions and markup of the shop’s listing pages.</p>
      <LoadState loaded={list}>
        {(entries) => (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Address</th>
                <th scope="col">SEO title</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={keyOf(e)}>
                  <th scope="row" data-label="Listing">
                    <a href={href('page-meta', keyOf(e))}>{e.title}</a>
                  </th>
                  <td data-label="Address">
                    <code>{sitePath(e)}</code>
                  </td>
                  <td data-label="SEO title">
                    {String(e.seo_title) || <span className="muted">Not set</span>}
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

function MetaEditor({ id }: { id: string }) {
  const loaded = useLoad(
    () =>
      loadAll().then((entries) => {
        const found = entries.find((e) => keyOf(e) === id);
        if (!found) throw new Error(`There is no listing ${id}.`);
        return found;
      }),
    [id],
  );
  return (
    <>
      <p className="crumbs">
        <a href={href('page-meta')}>Listing SEO</a>
      </p>
      <Heading>{loaded.data ? `Listing SEO: ${loaded.data.title}` : 'Listing SEO'}</Heading>
      <LoadState loaded={loaded}>
        {(entry) => (
          <>
            <p>
              <a href={sitePath(entry)} target="_blank" rel="noreferrer">
                View on site (opens a new tab)
              </a>
            </p>
            {entry.scope === 'brand' && (
              <p className="hint">
                The description above the brand’s products is edited with the brand, in{' '}
                <a href={href('brands')}>Brands</a>.
              </p>
            )}
            <RecordEditor
              title={`${entry.title} listing`}
              record={entry}
              fields={entry.scope === 'brand' ? BRAND_FIELDS : FIELDS}
              fromApi={(raw) => ({ ...entryOf(raw), scope: entry.scope, ref: entry.ref, title: entry.title })}
              save={(body) =>
                api.put(
                  `admin/page-meta/${encodeURIComponent(entry.scope)}/${entry.ref ? encodeURIComponent(entry.ref) : '_'}`,
                  body,
                )
              }
            />
          </>
        )}
      </LoadState>
    </>
  );
}

export function PageMeta({ id }: { id: string | null }) {
  return id ? <MetaEditor id={id} /> : <MetaList />;
}
