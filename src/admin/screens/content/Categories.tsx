/**
 * Categories (#/categories: each with its children; #/categories/new; #/categories/3 edits one, its
 * child categories in place, and deletes it when no product uses it).
 */
import { blankOf, CATEGORY_FIELDS, CHILD_CATEGORY_FIELDS } from '../../../lib/content/record-fields.ts';
import { categoryPath } from '../../../lib/site/urls.ts';
import { categories, childCategories, childrenPath, type ListedCategory } from '../../api/categories.ts';
import { errorText } from '../../api/client.ts';
import { href, navigate } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import { EditableList } from './editable-list.tsx';
import { EditScreen, formOf, type Values } from './form.tsx';

const FORM = formOf(CATEGORY_FIELDS);
const CHILD_FORM = formOf(CHILD_CATEGORY_FIELDS, ['title', 'sku', 'permalink']);

const COLUMNS: Column<ListedCategory>[] = [
  { header: 'Category', cell: (c) => <a href={href('categories', c.id)}>{c.title}</a> },
  { header: 'Permalink', cell: (c) => <code>{c.permalink}</code> },
  {
    header: 'Child categories',
    cell: (c) =>
      c.children.length ? c.children.map((ch) => ch.title).join(', ') : <span className="muted">None</span>,
  },
  { header: 'Shown', cell: (c) => (c.active ? 'Yes' : 'Hidden') },
];

function CategoryList() {
  const list = categories.useList();
  return (
    <>
      <Heading>Categories</Heading>
      <p className="actions">
        <a className="button primary" href={href('categories', 'new')}>
          New category
        </a>
      </p>
      <QueryState query={list}>
        {(rows) => <Table rows={rows} columns={COLUMNS} rowKey={(c) => c.id} empty="No categories yet." />}
      </QueryState>
    </>
  );
}

function Children({ category }: { category: Values }) {
  const id = Number(category.id);
  const list = categories.useList();
  return (
    <section className="card" aria-labelledby="children-title">
      <h2 id="children-title">Child categories</h2>
      <QueryState query={list}>
        {(all) => (
          <EditableList
            name="child category"
            items={[...(all.find((c) => c.id === id)?.children ?? [])].sort(
              (a, b) => a.sort_order - b.sort_order || a.id - b.id,
            )}
            resource={childCategories}
            form={CHILD_FORM}
            title={(c) => c.title}
            summary={(c) => (
              <span className="muted">
                {' '}
                · <code>{categoryPath(String(category.permalink), c.permalink)}</code>
              </span>
            )}
            add={{
              label: 'Add a child category',
              blank: { title: '', sku: '', permalink: '' },
              post: childrenPath(id),
            }}
          />
        )}
      </QueryState>
    </section>
  );
}

function DeleteCategory({ category }: { category: Values }) {
  const removal = categories.useRemove();
  const remove = () => {
    if (!window.confirm(`Delete the category "${String(category.title)}"? This cannot be undone.`)) return;
    removal.mutate(Number(category.id), { onSuccess: () => navigate(href('categories')) });
  };
  return (
    <section className="card" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete</h2>
      <p className="muted">A category can be deleted only when no product uses it.</p>
      {removal.isError && <Notice error>{errorText(removal.error)}</Notice>}
      <button type="button" className="danger" onClick={remove} disabled={removal.isPending}>
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
      resource={categories}
      id={id}
      listLabel="Categories"
      noun="category"
      blank={blankOf(CATEGORY_FIELDS)}
      form={FORM}
      sitePath={(c) => categoryPath(String(c.permalink))}
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
