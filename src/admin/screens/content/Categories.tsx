/**
 * Categories (#/categories: each with its children; #/categories/new; #/categories/3 edits one, its
 * child categories in place, and deletes it when no product uses it).
 */
import { useState } from 'react';
import { categoryPath } from '../../../lib/site/urls.ts';
import { api, errorText } from '../../api.ts';
import { href, navigate } from '../../router.ts';
import { Heading, LoadState, Notice, useLoad } from '../../ui.tsx';
import { EditableList, type ListItem } from './editable-list.tsx';
import { EditScreen, type FieldSpec, unwrap, type Values } from './form.tsx';

interface Child extends ListItem {
  title: string;
  sku: string;
  permalink: string;
}

interface Category {
  id: number;
  title: string;
  sku: string;
  permalink: string;
  thumbnail_image: string;
  sort_order: number;
  active: boolean;
  version: number;
  children: Child[];
}

const PERMALINK_HINT = 'Lower-case letters and digits joined by dashes.';

const FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Name', required: true },
  { key: 'sku', label: 'Code (SKU)', required: true },
  {
    key: 'permalink',
    label: 'Permalink',
    hint: `${PERMALINK_HINT} The page is /shop/category/<permalink>/.`,
  },
  { key: 'thumbnail_image', label: 'Thumbnail', kind: 'image', upload: 'categories' },
  { key: 'sort_order', label: 'Sort order', kind: 'number', hint: 'Smaller numbers come first.' },
  { key: 'active', label: 'Shown on the site', kind: 'check' },
];

const CHILD_FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Name', required: true },
  { key: 'sku', label: 'Code (SKU)', required: true },
  { key: 'permalink', label: 'Permalink', hint: PERMALINK_HINT },
];

const BLANK: Values = { title: '', sku: '', permalink: '', thumbnail_image: '', sort_order: 0, active: true };

const loadAll = () => api.get('admin/categories').then((r) => unwrap<Category[]>(r));

function CategoryList() {
  const list = useLoad(loadAll, []);
  return (
    <>
      <Heading>Categories</Heading>
      <p className="actions">
        <a className="button primary" href={href('categories', 'new')}>
          New category
        </a>
      </p>
      <LoadState loaded={list}>
        {(rows) => (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Permalink</th>
                <th scope="col">Child categories</th>
                <th scope="col">Shown</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <th scope="row" data-label="Category">
                    <a href={href('categories', c.id)}>{c.title}</a>
                  </th>
                  <td data-label="Permalink">
                    <code>{c.permalink}</code>
                  </td>
                  <td data-label="Children">
                    {c.children.length ? (
                      c.children.map((ch) => ch.title).join(', ')
                    ) : (
                      <span className="muted">None</span>
                    )}
                  </td>
                  <td data-label="Shown">{c.active ? 'Yes' : 'Hidden'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </>
  );
}

function Children({ category }: { category: Values }) {
  const id = Number(category.id);
  const list = useLoad(() => loadAll().then((all) => all.find((c) => c.id === id)?.children ?? []), [id]);
  return (
    <section className="card" aria-labelledby="children-title">
      <h2 id="children-title">Child categories</h2>
      <LoadState loaded={list}>
        {(children) => (
          <EditableList
            name="child category"
            items={[...children].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)}
            path={(child) => `admin/child-categories/${child}`}
            fields={CHILD_FIELDS}
            title={(c) => c.title}
            summary={(c) => (
              <span className="muted">
                {' '}
                · <code>{categoryPath(String(category.permalink), c.permalink)}</code>
              </span>
            )}
            reload={list.reload}
            add={{
              label: 'Add a child category',
              blank: { title: '', sku: '', permalink: '' },
              post: `admin/categories/${id}/children`,
            }}
          />
        )}
      </LoadState>
    </section>
  );
}

function DeleteCategory({ category }: { category: Values }) {
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(`Delete the category "${String(category.title)}"? This cannot be undone.`)) return;
    try {
      await api.delete(`admin/categories/${Number(category.id)}`);
      navigate(href('categories'));
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <section className="card" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete</h2>
      <p className="muted">A category can be deleted only when no product uses it.</p>
      {error && <Notice error>{error}</Notice>}
      <button type="button" className="danger" onClick={remove}>
        Delete category
      </button>
    </section>
  );
}

export function Categories({ id }: { id: string | null }) {
  if (!id) return <CategoryList />;
  return (
    <EditScreen
      screen="categories"
      resource="categories"
      id={id}
      listLabel="Categories"
      noun="category"
      blank={BLANK}
      fields={FIELDS}
      sitePath={(c) => categoryPath(String(c.permalink))}
      load={async () => {
        const found = (await loadAll()).find((c) => String(c.id) === id);
        if (!found) throw new Error(`There is no category ${id}.`);
        const { children: _, ...category } = found;
        return category;
      }}
    >
      {(category) => (
        <>
          <Children category={category} />
          <DeleteCategory category={category} />
        </>
      )}
    </EditScreen>
  );
}
