/** FAQs by group: edit in place, add, delete and reorder (#/faqs, and under #/pages). */
import { api } from '../../api.ts';
import { Heading, LoadState, useLoad } from '../../ui.tsx';
import { EditableList, type ListItem } from './editable-list.tsx';
import { type FieldSpec, unwrap } from './form.tsx';

interface Faq extends ListItem {
  group_name: string;
  question: string;
  answer: string;
}

/** The groups the FAQ page shows, in its order (docs/product.md#screens-and-routes); others found in the data follow. */
const GROUPS = ['Ordering & Shipping', 'Returns & Refunds', 'Product Information', 'Account & Payment'];

function fieldsFor(groups: readonly string[]): FieldSpec[] {
  return [
    {
      key: 'group_name',
      label: 'Group',
      kind: 'select',
      options: groups.map((g) => ({ value: g, label: g })),
    },
    { key: 'question', label: 'Question', required: true },
    { key: 'answer', label: 'Answer', kind: 'rich' },
  ];
}

/** Every FAQ, a list per group; `level` is the group headings' level (2 alone, 3 under Pages). */
export function FaqManager({ level = 2 }: { level?: 2 | 3 }) {
  const list = useLoad(() => api.get('admin/faqs').then((r) => unwrap<Faq[]>(r)), []);
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <LoadState loaded={list}>
      {(faqs) => {
        const groups = [...new Set([...GROUPS, ...faqs.map((f) => f.group_name)])];
        const fields = fieldsFor(groups);
        return groups.map((group) => {
          const items = faqs
            .filter((f) => f.group_name === group)
            .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
          const headingId = `faq-group-${groups.indexOf(group)}`;
          return (
            <section key={group} className="card" aria-labelledby={headingId}>
              <H id={headingId}>{group}</H>
              <EditableList
                name="FAQ"
                items={items}
                path={(id) => `admin/faqs/${id}`}
                fields={fields}
                title={(f) => f.question}
                reload={list.reload}
                add={{
                  label: `Add a question to ${group}`,
                  blank: { group_name: group, question: '', answer: '' },
                  post: 'admin/faqs',
                }}
              />
            </section>
          );
        });
      }}
    </LoadState>
  );
}

export function Faqs() {
  return (
    <>
      <Heading>FAQs</Heading>
      <FaqManager />
    </>
  );
}
