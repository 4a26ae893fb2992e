/** FAQs by group: edit in place, add, delete and reorder (#/faqs, and under #/pages). */
import { FAQ_FIELDS } from '../../../lib/content/record-fields.ts';
import { faqs as faqResource } from '../../api/faqs.ts';
import { Heading, QueryState } from '../../ui.tsx';
import { EditableList } from './editable-list.tsx';
import { formOf } from './form.tsx';

/** The groups the FAQ page shows, in its order (docs/product.md#screens-and-routes); others found in the data follow. */
const GROUPS = ['Ordering & Shipping', 'Returns & Refunds', 'Product Information', 'Account & Payment'];

const formFor = (groups: readonly string[]) =>
  formOf(FAQ_FIELDS, ['group_name', 'question', 'answer'], {
    changes: { group_name: { options: groups.map((g) => ({ value: g, label: g })) } },
  });

/** Every FAQ, a list per group; `level` is the group headings' level (2 alone, 3 under Pages). */
export function FaqManager({ level = 2 }: { level?: 2 | 3 }) {
  const list = faqResource.useList();
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <QueryState query={list}>
      {(faqs) => {
        const groups = [...new Set([...GROUPS, ...faqs.map((f) => f.group_name)])];
        const form = formFor(groups);
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
                resource={faqResource}
                form={form}
                title={(f) => f.question}
                add={{
                  label: `Add a question to ${group}`,
                  blank: { group_name: group, question: '', answer: '' },
                }}
              />
            </section>
          );
        });
      }}
    </QueryState>
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
