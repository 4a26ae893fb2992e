/**
 * An ordered list of small records edited in place (FAQs, home slides and banners, child
 * categories): each item has Edit (opens its form below it), Move up / Move down (sort_order) and
 * Delete; below the list, an Add form. Buttons name their item for screen readers, and a moved
 * item's button keeps the focus.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { errorText } from '../../api/client.ts';
import type { Ordered, SavedRecord } from '../../api/records.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { Notice } from '../../ui.tsx';
import { type FormSpec, RecordEditor, type Values } from './form.tsx';

/** What an EditableList needs of a record resource (api/records.ts). */
export interface ListResource {
  path(id: number): string;
  useCreate(createPath?: string): { mutateAsync(body: Values): Promise<SavedRecord> };
  useSave(): { mutateAsync(input: { id: number; body: Values }): Promise<SavedRecord> };
  useRemove(): { mutateAsync(id: number): Promise<unknown> };
  useMove(): {
    mutateAsync(input: { list: readonly Ordered[]; index: number; by: -1 | 1 }): Promise<void>;
  };
}

export interface ListItem {
  id: number;
  sort_order: number;
  version: number;
  [key: string]: unknown;
}

export function EditableList<T extends ListItem>({
  name,
  items,
  resource,
  form,
  title,
  summary,
  add,
  reorder = true,
}: {
  /** What one item is called: 'FAQ', 'slide'. */
  name: string;
  items: readonly T[];
  /** Where the items are loaded, saved, moved and deleted (its lists reload after each). */
  resource: ListResource;
  form: FormSpec;
  /** The item's short name (a question, a title). */
  title(item: T): string;
  summary?(item: T): ReactNode;
  /** A new item's blank values and where it is POSTed (default: the resource's own create); none for no Add form. */
  add?: { label: string; blank: Values; post?: string };
  reorder?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [adding, setAdding] = useState(0);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [focus, setFocus] = useState<{ id: string; order: string } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const path = (id: number) => resource.path(id);
  const save = resource.useSave();
  const create = resource.useCreate(add?.post);
  const removal = resource.useRemove();
  const moving = resource.useMove();

  // After a move the list comes back in its new order: the moved item's button takes the focus again
  // (React moves the row, which drops the focus). At the end of the list the pressed button is
  // disabled, so the other direction's takes it.
  const order = items.map((i) => i.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes
  useEffect(() => {
    if (!focus || focus.order === order) return;
    const target = document.getElementById(focus.id) as HTMLButtonElement | null;
    if (target && !target.disabled) target.focus();
    else
      document
        .getElementById(focus.id.replace(/^(up|down)-/, (_, d) => (d === 'up' ? 'down-' : 'up-')))
        ?.focus();
    setFocus(null);
  }, [order]);

  const move = async (index: number, by: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    setMessage(null);
    try {
      await moving.mutateAsync({ list: items, index, by });
      setSavedAt(new Date().toISOString());
      setMessage({ text: `Moved "${title(item)}" ${by < 0 ? 'up' : 'down'}.`, error: false });
      setFocus({ id: `${by < 0 ? 'up' : 'down'}-${path(item.id)}`, order });
    } catch (err) {
      setMessage({ text: errorText(err), error: true });
    }
  };

  const remove = async (item: T) => {
    if (!window.confirm(`Delete the ${name} "${title(item)}"? This cannot be undone.`)) return;
    setMessage(null);
    try {
      await removal.mutateAsync(item.id);
      setSavedAt(new Date().toISOString());
      setMessage({ text: `Deleted the ${name} "${title(item)}".`, error: false });
      if (open === item.id) setOpen(null);
    } catch (err) {
      setMessage({ text: errorText(err), error: true });
    }
  };

  return (
    <>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      {savedAt && <PublishStatus savedAt={savedAt} />}
      {items.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ol className="editable-list">
          {items.map((item, index) => {
            const key = path(item.id);
            const label = title(item);
            return (
              <li key={item.id}>
                <div className="editable-row">
                  <div className="editable-summary">
                    <strong>{label}</strong>
                    {summary?.(item)}
                  </div>
                  <div className="actions">
                    <button
                      type="button"
                      id={`edit-${key}`}
                      aria-expanded={open === item.id}
                      aria-controls={`form-${key}`}
                      aria-label={`Edit ${name}: ${label}`}
                      onClick={() => setOpen(open === item.id ? null : item.id)}
                    >
                      {open === item.id ? 'Close' : 'Edit'}
                    </button>
                    {reorder && (
                      <>
                        <button
                          type="button"
                          id={`up-${key}`}
                          disabled={index === 0}
                          aria-label={`Move up: ${label}`}
                          onClick={() => move(index, -1)}
                        >
                          Up
                        </button>
                        <button
                          type="button"
                          id={`down-${key}`}
                          disabled={index === items.length - 1}
                          aria-label={`Move down: ${label}`}
                          onClick={() => move(index, 1)}
                        >
                          Down
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="danger"
                      aria-label={`Delete ${name}: ${label}`}
                      onClick={() => remove(item)}
                    >
                      Delete
                    </button>
                  </div>
                </div>
                {open === item.id && (
                  <div id={`form-${key}`}>
                    <RecordEditor
                      title={`${name[0]?.toUpperCase()}${name.slice(1)} "${label}"`}
                      record={item}
                      form={form}
                      save={(body) => save.mutateAsync({ id: item.id, body })}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {add && (
        <details className="add-form">
          <summary>{add.label}</summary>
          <RecordEditor
            key={adding}
            title={`New ${name}`}
            record={add.blank}
            form={form}
            saveLabel={add.label}
            save={(body) =>
              create.mutateAsync({
                ...add.blank,
                sort_order: Math.max(0, ...items.map((i) => i.sort_order)) + 10,
                ...body,
              })
            }
            onSaved={() => {
              setMessage({ text: `Added the ${name}.`, error: false });
              setSavedAt(new Date().toISOString());
              setAdding((n) => n + 1);
            }}
          />
        </details>
      )}
    </>
  );
}
