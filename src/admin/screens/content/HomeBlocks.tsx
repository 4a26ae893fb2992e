/** The home page's slides and banners (#/home-blocks): a list per kind, edited in place, reordered. */
import { blankOf, HOME_BLOCK_FIELDS } from '../../../lib/content/record-fields.ts';
import { homeBlocks } from '../../api/home-blocks.ts';
import { storageUrl } from '../../image-list.tsx';
import { Heading, QueryState } from '../../ui.tsx';
import { EditableList } from './editable-list.tsx';
import { formOf } from './form.tsx';

const FORM = formOf(HOME_BLOCK_FIELDS, ['title', 'text', 'href', 'cta', 'image', 'active']);

const KINDS = [
  { kind: 'slide', heading: 'Slides', name: 'slide' },
  { kind: 'banner', heading: 'Banners', name: 'banner' },
] as const;

export function HomeBlocks() {
  const list = homeBlocks.useList();
  return (
    <>
      <Heading>Home slides and banners</Heading>
      <QueryState query={list}>
        {(blocks) =>
          KINDS.map(({ kind, heading, name }) => (
            <section key={kind} className="card" aria-labelledby={`blocks-${kind}`}>
              <h2 id={`blocks-${kind}`}>{heading}</h2>
              <EditableList
                name={name}
                items={blocks
                  .filter((b) => b.kind === kind)
                  .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)}
                resource={homeBlocks}
                form={FORM}
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
                add={{
                  label: `Add a ${name}`,
                  blank: blankOf(HOME_BLOCK_FIELDS, { kind, href: '', image: '' }),
                }}
              />
            </section>
          ))
        }
      </QueryState>
    </>
  );
}
