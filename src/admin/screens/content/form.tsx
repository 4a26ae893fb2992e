/**
 * The content screens' one form kit: a field list drawn as labelled controls (errors tied to their
 * field with aria-describedby; images through image-list.tsx), and `RecordEditor`, which saves a record
 * (POST when new, PATCH with its version otherwise), shows the API's field errors beside the fields,
 * a ConflictNotice on 409 and PublishStatus after a save.
 */
import './content.css';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../lib/api/client.ts';
import { type FieldErrors, fieldErrors } from '../../../lib/forms/field-errors.ts';
import { api, errorText, patch } from '../../api.ts';
import { ConflictNotice } from '../../conflict.tsx';
import { ImageList, type UploadKind } from '../../image-list.tsx';
import { PublishStatus } from '../../publish-status.tsx';
import { RichText } from '../../rich-text.tsx';
import { href, type Screen } from '../../router.ts';
import { Heading, LoadState, Notice, useLoad } from '../../ui.tsx';

export type Values = Record<string, unknown>;

export interface FieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'rich' | 'number' | 'check' | 'select' | 'image' | 'url';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  required?: boolean;
  /** The uploads folder of an image field. */
  upload?: UploadKind;
  /** The record field that holds an image field's alt text, if the record keeps one. */
  altKey?: string;
  /** A select whose values are numbers. */
  numeric?: boolean;
}

/** Search-engine fields, the same on posts, info pages and listings. */
export const SEO_FIELDS: FieldSpec[] = [
  { key: 'seo_title', label: 'SEO title', hint: 'The title in search results; empty uses the title.' },
  { key: 'seo_description', label: 'SEO description', kind: 'textarea' },
  { key: 'seo_tags', label: 'SEO keywords', hint: 'Comma-separated.' },
  {
    key: 'page_index',
    label: 'Search engines',
    kind: 'select',
    options: [
      { value: '1', label: 'Index this page' },
      { value: '0', label: 'Do not index (noindex)' },
    ],
  },
];

/** A record's answer, `{ data }` or the record itself. */
export function unwrap<T>(answer: unknown): T {
  const a = answer as { data?: T } | null;
  return (a && typeof a === 'object' && 'data' in a ? a.data : answer) as T;
}

/** A label, the control, a hint and the field's error, tied together by ids. */
export function Field({
  id,
  label,
  hint,
  error,
  check,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  check?: boolean;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const aria = { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  return (
    <div className={check ? 'field check' : 'field'}>
      {check ? (
        <>
          {children(aria)}
          <label htmlFor={id}>{label}</label>
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {children(aria)}
        </>
      )}
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The controls of `fields` over `values`; `prefix` keeps ids unique when several forms share a screen. */
export function Fields({
  prefix,
  fields,
  values,
  errors,
  onChange,
}: {
  prefix: string;
  fields: readonly FieldSpec[];
  values: Values;
  errors: FieldErrors;
  onChange(key: string, value: unknown): void;
}) {
  return (
    <>
      {fields.map((f) => {
        const id = `${prefix}-${f.key}`;
        const error = errors[f.key];
        const value = values[f.key];
        if (f.kind === 'rich')
          return (
            <div key={f.key}>
              <RichText
                id={id}
                label={f.label}
                value={String(value ?? '')}
                onChange={(html) => onChange(f.key, html)}
                describedBy={error ? `${id}-error` : undefined}
              />
              {error && (
                <span id={`${id}-error`} className="field-error">
                  {error}
                </span>
              )}
            </div>
          );
        if (f.kind === 'image')
          return (
            // A record with nowhere to keep the image's alt text hides ImageList's alt box (content.css).
            <div key={f.key} className={f.altKey ? undefined : 'image-no-alt'}>
              <ImageList
                id={id}
                label={f.label}
                kind={f.upload ?? 'banners'}
                max={1}
                value={
                  value ? [{ path: String(value), alt: f.altKey ? String(values[f.altKey] ?? '') : '' }] : []
                }
                onChange={(images) => {
                  onChange(f.key, images[0]?.path ?? '');
                  if (f.altKey) onChange(f.altKey, images[0]?.alt ?? '');
                }}
                describedBy={error ? `${id}-error` : undefined}
              />
              {error && (
                <span id={`${id}-error`} className="field-error">
                  {error}
                </span>
              )}
            </div>
          );
        return (
          <Field key={f.key} id={id} label={f.label} hint={f.hint} error={error} check={f.kind === 'check'}>
            {(aria) => {
              switch (f.kind) {
                case 'check':
                  return (
                    <input
                      {...aria}
                      type="checkbox"
                      checked={value === true || value === 1 || value === '1'}
                      onChange={(e) => onChange(f.key, e.target.checked)}
                    />
                  );
                case 'textarea':
                  return (
                    <textarea
                      {...aria}
                      rows={4}
                      value={String(value ?? '')}
                      onChange={(e) => onChange(f.key, e.target.value)}
                    />
                  );
                case 'select':
                  return (
                    <select
                      {...aria}
                      value={String(value ?? '')}
                      onChange={(e) => onChange(f.key, f.numeric ? Number(e.target.value) : e.target.value)}
                    >
                      {f.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  );
                case 'number':
                  return (
                    <input
                      {...aria}
                      type="number"
                      inputMode="numeric"
                      value={value === '' || value == null ? '' : String(value)}
                      onChange={(e) => onChange(f.key, e.target.value === '' ? '' : Number(e.target.value))}
                    />
                  );
                default:
                  return (
                    <input
                      {...aria}
                      type={f.kind === 'url' ? 'url' : 'text'}
                      required={f.required}
                      value={String(value ?? '')}
                      onChange={(e) => onChange(f.key, e.target.value)}
                    />
                  );
              }
            }}
          </Field>
        );
      })}
    </>
  );
}

/** The body a save sends: the fields' values (and the version the editor loaded, when it has one). */
export function bodyOf(fields: readonly FieldSpec[], values: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    body[f.key] = values[f.key];
    if (f.altKey) body[f.altKey] = values[f.altKey] ?? '';
  }
  if (values.version !== undefined) body.version = values.version;
  return body;
}

export interface Saved {
  record: Values;
  created: boolean;
}

/**
 * A record's form: Save sends `save(body)`; a 422 puts each message beside its field (the first
 * such field takes focus), a 409 shows what changed meanwhile with ConflictNotice, and a save shows
 * PublishStatus until the change is live.
 */
export function RecordEditor({
  title,
  record,
  fields,
  save,
  onSaved,
  saveLabel = 'Save',
  fromApi = (raw) => unwrap<Values>(raw),
  children,
}: {
  title: string;
  record: Values;
  fields: readonly FieldSpec[];
  /** Sends the body; `id` is the record's id, undefined until it is created. */
  save(body: Values, id: unknown): Promise<unknown>;
  onSaved?(saved: Saved): void;
  saveLabel?: string;
  /** The record as the form holds it, from a save's answer or a 409's `current`. */
  fromApi?(raw: unknown): Values;
  children?: ReactNode;
}) {
  const prefix = useId().replace(/:/g, '');
  const [values, setValues] = useState<Values>(record);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [current, setCurrent] = useState<Values | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = fromApi(await save(bodyOf(fields, values), values.id));
      setValues(saved);
      setErrors({});
      setCurrent(null);
      setSavedAt(typeof saved.updated_at === 'string' ? saved.updated_at : new Date().toISOString());
      setMessage({ text: `${title} saved.`, error: false });
      onSaved?.({ record: saved, created: values.id === undefined });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && (err.body as { current?: Values })?.current) {
        setCurrent(fromApi((err.body as { current: Values }).current));
        setMessage(null);
      } else {
        const found = fieldErrors(err);
        setErrors(found);
        setMessage({ text: errorText(err), error: true });
        const first = fields.find((f) => found[f.key]);
        if (first) requestAnimationFrame(() => document.getElementById(`${prefix}-${first.key}`)?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card content-form" onSubmit={submit} aria-label={title} noValidate>
      {current && (
        <ConflictNotice<Values>
          mine={values}
          current={current}
          fields={fields.map((f) => ({ key: f.key, label: f.label }))}
          onTakeTheirs={() => {
            setValues(current);
            setCurrent(null);
          }}
          onKeepMine={() => {
            setValues((v) => ({ ...v, version: current.version }));
            setCurrent(null);
          }}
        />
      )}
      <Fields prefix={prefix} fields={fields} values={values} errors={errors} onChange={change} />
      {children}
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : saveLabel}
        </button>
      </div>
      {savedAt && <PublishStatus savedAt={savedAt} />}
    </form>
  );
}

/**
 * Moves item `index` of `list` (in display order) one place up or down: every item whose position
 * changes gets sort_order = its new position × 10 (PATCH with its version), so equal or gapped
 * orders from older data end up distinct.
 */
export async function moveItem(
  path: (id: number) => string,
  list: readonly { id: number; sort_order: number; version: number }[],
  index: number,
  by: -1 | 1,
): Promise<void> {
  const order = [...list];
  const [item] = order.splice(index, 1);
  if (!item || index + by < 0 || index + by > order.length) return;
  order.splice(index + by, 0, item);
  for (const [i, row] of order.entries()) {
    const wanted = (i + 1) * 10;
    if (row.sort_order !== wanted) await patch(path(row.id), { version: row.version, sort_order: wanted });
  }
}

/**
 * One record's screen: crumbs back to the list, its heading, a "View on site" link, and its
 * RecordEditor; `id` 'new' starts from `blank` and POSTs, then the address becomes the record's.
 */
export function EditScreen({
  screen,
  resource,
  id,
  listLabel,
  noun,
  blank,
  fields,
  sitePath,
  load,
  titleOf = (r) => String(r.title ?? ''),
  children,
}: {
  screen: Screen;
  /** The API collection under /api/admin: 'brands', 'blogs', 'pages'. */
  resource: string;
  id: string;
  listLabel: string;
  noun: string;
  blank?: Values;
  fields: readonly FieldSpec[];
  sitePath?(record: Values): string;
  /** Where the record comes from when the API has no GET of one (default GET admin/<resource>/<id>). */
  load?(): Promise<Values>;
  /** The heading of a saved record (default: its title). */
  titleOf?(record: Values): string;
  children?(record: Values): ReactNode;
}) {
  const isNew = id === 'new' && blank !== undefined;
  const loaded = useLoad(
    () =>
      isNew
        ? Promise.resolve(blank)
        : load
          ? load()
          : api.get(`admin/${resource}/${encodeURIComponent(id)}`).then((r) => unwrap<Values>(r)),
    [resource, id],
  );
  const [saved, setSaved] = useState<Values | null>(null);
  const record = saved ?? loaded.data;
  const name = record && record.id !== undefined ? titleOf(record) : null;
  return (
    <>
      <p className="crumbs">
        <a href={href(screen)}>{listLabel}</a>
      </p>
      <Heading>{name || (isNew ? `New ${noun}` : `${noun[0]?.toUpperCase()}${noun.slice(1)} ${id}`)}</Heading>
      <LoadState loaded={loaded}>
        {(loadedRecord) => (
          <>
            {record?.id !== undefined && sitePath && (
              <p>
                <a href={sitePath(record)} target="_blank" rel="noreferrer">
                  View on site (opens a new tab)
                </a>
              </p>
            )}
            <RecordEditor
              title={`${noun[0]?.toUpperCase()}${noun.slice(1)}`}
              record={loadedRecord}
              fields={fields}
              save={(body, rid) =>
                rid === undefined
                  ? api.post(`admin/${resource}`, body)
                  : patch(`admin/${resource}/${encodeURIComponent(String(rid))}`, body)
              }
              onSaved={({ record: next, created }) => {
                setSaved(next);
                // The address names the new record without reloading the screen (PublishStatus stays).
                if (created) history.replaceState(null, '', href(screen, String(next.id)));
              }}
            />
            {record?.id !== undefined && children?.(record)}
          </>
        )}
      </LoadState>
    </>
  );
}
