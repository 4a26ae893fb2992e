/** The home page's slides and banners (#/home-blocks): a list per kind, edited in place, reordered. */
import { api } from '../../api.ts';
import { storageUrl } from '../../image-list.tsx';
import { Heading, LoadState, useLoad } from '../../ui.tsx';
import { EditableList, type ListItem } from './editable-list.tsx';
import { type FieldSpec, unwrap } from './form.tsx';

interface HomeBlock extends ListItem {
  kind: 'slide' | 'banner';
  title: string;
  text: string;
  href: string;
  cta: string;
  image: string;
  image_alt: string;
  active: boolean;
}

const FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'text', label: 'Text', kind: 'textarea' },
  {
    key: 'href',
    label: 'Link',
    hint: 'A page of the shop starting with / (e.g. /shop/category/tyres/) or an https address.',
    required: true,
  },
  { key: 'cta', label: 'Button text', hint: 'e.g. Shop now; empty for no button.' },
  { key: 'image', label: 'Image', kind: 'image', upload: 'banners', altKey: 'image_alt' },
  { key: 'active', label: 'Shown on the home page', kind: 'check' },
];

const KINDS = [
  { kind: 'slide', heading: 'Slides', name: 'slide' },
  { kind: 'banner', heading: 'Banners', name: 'banner' },
] as const;

export function HomeBlocks() {
  const list = useLoad(() => api.get('admin/home-blocks').then((r) => unwrap<HomeBlock[]>(r)), []);
  return (
    <>
      <Heading>Home slides and banners</Heading>
      <LoadState loaded={list}>
        {(blocks) =>
          KINDS.map(({ kind, heading, name }) => (
            <section key={kind} className="card" aria-labelledby={`blocks-${kind}`}>
              <h2 id={`blocks-${kind}`}>{heading}</h2>
              <EditableList
                name={name}
                items={blocks
                  .filter((b) => b.kind === kind)
                  .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)}
                path={(id) => `admin/home-blocks/${id}`}
                fields={FIELDS}
                title={(b) => b.title}
                summary={(b) => (
                  <span className="block-summary">
                    {b.image && <img src={storageUrl(b.image)} alt="" width={64} height={40} />}
                    <span className="muted">
                      {b.href}
                      {b.active ? '' : ' · hidden'}
                    </span>
                  </span>
                )}
                reload={list.reload}
                add={{
                  label: `Add a ${name}`,
                  blank: {
                    kind,
                    title: '',
                    text: '',
                    href: '',
                    cta: '',
                    image: '',
                    image_alt: '',
                    active: true,
                  },
                  post: 'admin/home-blocks',
                }}
              />
            </section>
          ))
        }
      </LoadState>
    </>
  );
}
