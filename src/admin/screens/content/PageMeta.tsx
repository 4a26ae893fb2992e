/**
 * Listing SEO (#/page-meta): the shop's listing and each brand's, with their search-engine fields,
 * description and schema markup; #/page-meta/shop or #/page-meta/brand:<permalink> edits one.
 * The version sent back is the moment the editor loaded (a newer save answers 409).
 */
import { LISTING_META_FIELDS } from '../../../lib/content/record-fields.ts';
import { brandPath, shopPath } from '../../../lib/site/urls.ts';
import { type ListingMeta, listingKey, usePageMeta, useSavePageMeta } from '../../api/page-meta.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import { formOf, RecordEditor, type Values } from './form.tsx';

/** The API checks listing options with its own rules: the form sends them as they are. */
const KEYS = [
  'seo_title',
  'seo_description',
  'seo_tags',
  'page_index',
  'description',
  'editor_image',
  'schema_markup',
];
const FORM = formOf(LISTING_META_FIELDS, KEYS, { check: false });
/** A brand's description lives on the brand (Brands): its listing form has no description. */
const BRAND_FORM = formOf(
  LISTING_META_FIELDS,
  KEYS.filter((k) => k !== 'description'),
  { check: false },
);

/** A listing as the form holds it: its options flat, with its version. */
const valuesOf = (l: ListingMeta): Values => ({ ...l.options, version: l.version });

function sitePath(l: ListingMeta): string {
  return l.scope === 'brand' ? brandPath(l.ref) : shopPath();
}

const COLUMNS: Column<ListingMeta>[] = [
  { header: 'Listing', cell: (l) => <a href={href('page-meta', listingKey(l))}>{l.title}</a> },
  { header: 'Address', cell: (l) => <code>{sitePath(l)}</code> },
  { header: 'SEO title', cell: (l) => l.options.seo_title || <span className="muted">Not set</span> },
];

function MetaList() {
  const list = usePageMeta();
  return (
    <>
      <Heading>Listing SEO</Heading>
      <p className="muted">Search-engine titles, descriptions and markup of the shop’s listing pages.</p>
      <QueryState query={list}>
        {(entries) => <Table rows={entries} columns={COLUMNS} rowKey={listingKey} empty="No listings." />}
      </QueryState>
    </>
  );
}

function MetaEditor({ id }: { id: string }) {
  const list = usePageMeta();
  const save = useSavePageMeta();
  const entry = list.data?.find((l) => listingKey(l) === id);
  return (
    <>
      <p className="crumbs">
        <a href={href('page-meta')}>Listing SEO</a>
      </p>
      <Heading>{entry ? `Listing SEO: ${entry.title}` : 'Listing SEO'}</Heading>
      <QueryState query={list}>
        {() =>
          entry ? (
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
                key={id}
                title={`${entry.title} listing`}
                record={valuesOf(entry)}
                form={entry.scope === 'brand' ? BRAND_FORM : FORM}
                fromApi={(raw) => valuesOf(raw as ListingMeta)}
                save={(body) => save.mutateAsync({ scope: entry.scope, ref: entry.ref, body })}
              />
            </>
          ) : (
            <Notice error>There is no listing {id}.</Notice>
          )
        }
      </QueryState>
    </>
  );
}

export function PageMeta({ id }: { id: string | null }) {
  return id ? <MetaEditor id={id} /> : <MetaList />;
}
