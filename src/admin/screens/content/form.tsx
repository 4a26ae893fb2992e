/**
 * The content screens' one form kit, on useAdminForm: a record's fields drawn from their one
 * description (lib/content/record-fields.ts: label, control, hint, choices) and checked with the same
 * valibot schema the API applies; `RecordEditor` saves a record (a create, or an edit with its
 * version), shows the API's field errors beside the fields (the first takes focus), a
 * ConflictNotice on 409 and PublishStatus after a save; `EditScreen` is one record's screen.
 */
import './content.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import {
  type Choice,
  controlOf,
  formLabelOf,
  formSchema,
  isRequired,
  optionsOf,
  type RecordField,
  type RecordFields,
  type RecordValues,
} from '../../../lib/content/record-fields.ts';
import type { SavedRecord } from '../../api/records.ts';
import { ConflictNotice } from '../../conflict.tsx';
import { describedBy, errorOf, Field, FieldNotes, FormError } from '../../form/field.tsx';
import { type AdminForm, useAdminForm } from '../../form/use-admin-form.ts';
import { ImageList, type UploadKind } from '../../image-list.tsx';
import { PublishStatus } from '../../publish-status.tsx';
import { RichText, useAriaInvalid } from '../../rich-text.tsx';
import { href, type Screen } from '../../router.ts';
import { Heading, Notice, QueryState } from '../../ui.tsx';

export type Values = RecordValues;

/** A field a form shows: its description and its API name. */
export interface FormField extends RecordField {
  key: string;
}

/** What a record's form shows and checks: its fields in order, and the API's schema of them. */
export interface FormSpec {
  fields: readonly FormField[];
  /** The values' check before sending (the API's own rules); none sends them as they are. */
  schema?: v.GenericSchema;
}

/**
 * A record's form from its description: the fields named by `keys` (default: every writable field
 * but the alt texts their images keep), `changes` over what a screen shows differently (a select's
 * choices found in the data), and the API's schema of those fields; `check: false` for none.
 */
export function formOf(
  description: RecordFields,
  keys?: readonly string[],
  { changes = {}, check = true }: { changes?: Record<string, Partial<RecordField>>; check?: boolean } = {},
): FormSpec {
  const alts = new Set(Object.values(description).map((f) => f.altKey));
  const names = keys ?? Object.keys(description).filter((k) => !description[k]!.readOnly && !alts.has(k));
  const fields = names.map((key) => ({ ...description[key]!, ...changes[key], key }));
  return { fields, schema: check ? formSchema(description, names) : undefined };
}

/** A focus target for react-hook-form, for controls it does not register itself. */
const focusOf = (id: string) => ({ focus: () => document.getElementById(id)?.focus() });

/** An image (ImageList, one image) and the alt text the record keeps with it, if any. */
function ImageField({
  form,
  id,
  f,
  error,
}: {
  form: AdminForm<Values>;
  id: string;
  f: FormField;
  error?: string;
}) {
  const alt = useWatch({ control: form.control, name: f.altKey ?? '__none' }) as unknown;
  useAriaInvalid(`${id}-file`, Boolean(error));
  return (
    <Controller
      control={form.control}
      name={f.key}
      render={({ field }) => (
        // A record with nowhere to keep the image's alt text hides ImageList's alt box (content.css).
        <div className={f.altKey ? undefined : 'image-no-alt'} ref={() => field.ref(focusOf(`${id}-file`))}>
          <ImageList
            id={id}
            label={formLabelOf(f)}
            kind={(f.upload ?? 'banners') as UploadKind}
            max={1}
            value={field.value ? [{ path: String(field.value), alt: f.altKey ? String(alt ?? '') : '' }] : []}
            onChange={(images) => {
              field.onChange(images[0]?.path ?? '');
              if (f.altKey) form.setValue(f.altKey, images[0]?.alt ?? '', { shouldDirty: true });
            }}
            describedBy={error ? `${id}-error` : undefined}
          />
          <FieldNotes id={id} hint={f.hint} error={error} />
        </div>
      )}
    />
  );
}

/** The controls of `fields`; `prefix` keeps ids unique when several forms share a screen. */
export function Fields({
  form,
  prefix,
  fields,
}: {
  form: AdminForm<Values>;
  prefix: string;
  fields: readonly FormField[];
}) {
  return (
    <>
      {fields.map((f) => {
        const id = `${prefix}-${f.key}`;
        const error = errorOf(form, f.key);
        const label = formLabelOf(f);
        const control = controlOf(f);
        if (control === 'rich')
          return (
            <Controller
              key={f.key}
              control={form.control}
              name={f.key}
              render={({ field }) => (
                <div ref={() => field.ref(focusOf(id))}>
                  <RichText
                    id={id}
                    label={label}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    describedBy={describedBy(id, f.hint, error)}
                    invalid={Boolean(error)}
                  />
                  <FieldNotes id={id} hint={f.hint} error={error} />
                </div>
              )}
            />
          );
        if (control === 'image') return <ImageField key={f.key} form={form} id={id} f={f} error={error} />;
        const numeric = f.kind === 'int' || f.kind === 'flag';
        return (
          <Field key={f.key} id={id} label={label} hint={f.hint} error={error} check={control === 'check'}>
            {(aria) => {
              switch (control) {
                case 'check':
                  return <input {...aria} type="checkbox" {...form.register(f.key)} />;
                case 'textarea':
                  return <textarea {...aria} rows={4} {...form.register(f.key)} />;
                case 'select':
                  return (
                    <select
                      {...aria}
                      {...form.register(f.key, numeric ? { setValueAs: (value) => Number(value) } : {})}
                    >
                      {optionsOf(f).map((o: Choice) => (
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
                      {...form.register(f.key, { valueAsNumber: true })}
                    />
                  );
                default:
                  return <input {...aria} type="text" required={isRequired(f)} {...form.register(f.key)} />;
              }
            }}
          </Field>
        );
      })}
    </>
  );
}

/** The body a save sends: the fields' values, their images' alt texts, and the version loaded (when it has one). */
export function bodyOf(fields: readonly FormField[], values: Values): Values {
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
 * A record's form: Save checks the values with the API's schema, then sends `save(body)`; a 422
 * puts each message beside its field (the first such field takes focus), a 409 shows what changed
 * meanwhile with ConflictNotice, and a save shows PublishStatus until the change is live.
 */
export function RecordEditor({
  title,
  record,
  form: spec,
  save,
  onSaved,
  saveLabel = 'Save',
  fromApi = (raw) => raw as Values,
  publishes = true,
  children,
}: {
  title: string;
  record: Values;
  form: FormSpec;
  /** Whether a save changes the site's pages (then PublishStatus follows it live). */
  publishes?: boolean;
  /** Sends the body; `id` is the record's id, undefined until it is created. Answers the record saved. */
  save(body: Values, id: unknown): Promise<unknown>;
  onSaved?(saved: Saved): void;
  saveLabel?: string;
  /** The record as the form holds it, from a save's answer or a 409's `current`. */
  fromApi?(raw: unknown): Values;
  children?: ReactNode;
}) {
  const prefix = useId().replace(/:/g, '');
  const [current, setCurrent] = useState<Values | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const form = useAdminForm<Values>({
    defaultValues: record,
    schema: spec.schema,
    onConflict: (theirs) => {
      setNews(null);
      setCurrent(fromApi(theirs));
    },
  });
  const { fields } = spec;

  const submit = form.submit(async (values) => {
    setNews(null);
    const saved = fromApi(await save(bodyOf(fields, values), values.id));
    form.reset(saved);
    setCurrent(null);
    setSavedAt(typeof saved.updated_at === 'string' ? saved.updated_at : new Date().toISOString());
    setNews(`${title} saved.`);
    onSaved?.({ record: saved, created: values.id === undefined });
  });

  return (
    <form className="card content-form" onSubmit={submit} aria-label={title} noValidate>
      {current && (
        <ConflictNotice<Values>
          mine={form.getValues()}
          current={current}
          fields={fields.map((f) => ({ key: f.key, label: formLabelOf(f) }))}
          onTakeTheirs={() => {
            form.reset(current);
            setCurrent(null);
          }}
          onKeepMine={() => {
            // Saving again sends the editor's values over the newer version; they stay unsaved.
            const mine = form.getValues();
            form.reset(current);
            form.reset({ ...mine, version: current.version }, { keepDefaultValues: true });
            setCurrent(null);
          }}
        />
      )}
      <Fields form={form} prefix={prefix} fields={fields} />
      {children}
      <FormError form={form} />
      {news && <Notice>{news}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : saveLabel}
        </button>
      </div>
      {publishes && savedAt && <PublishStatus savedAt={savedAt} />}
    </form>
  );
}

/** What EditScreen needs of a record resource (api/records.ts). */
export interface EditableResource {
  useOne(id: string, enabled?: boolean): UseQueryResult<SavedRecord>;
  useCreate(): { mutateAsync(body: Values): Promise<SavedRecord> };
  useSave(): { mutateAsync(input: { id: number; body: Values }): Promise<SavedRecord> };
}

const capital = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;

/**
 * One record's screen: crumbs back to the list, its heading, a "View on site" link, and its
 * RecordEditor; `id` 'new' starts from `blank` and creates, then the address becomes the record's.
 */
export function EditScreen({
  screen,
  resource,
  id,
  listLabel,
  noun,
  blank,
  form,
  sitePath,
  titleOf = (r) => String(r.title ?? ''),
  publishes = true,
  children,
}: {
  screen: Screen;
  resource: EditableResource;
  id: string;
  listLabel: string;
  noun: string;
  blank?: Values;
  form: FormSpec;
  sitePath?(record: Values): string;
  /** The heading of a saved record (default: its title). */
  titleOf?(record: Values): string;
  /** Whether a save changes the site's pages (records on no page: false). */
  publishes?: boolean;
  children?(record: Values): ReactNode;
}) {
  const isNew = id === 'new' && blank !== undefined;
  const query = resource.useOne(id, !isNew);
  const create = resource.useCreate();
  const update = resource.useSave();
  const [saved, setSaved] = useState<Values | null>(null);
  const record = saved ?? (isNew ? blank : query.data);
  const name = record && record.id !== undefined ? titleOf(record) : null;

  const editor = (loaded: Values) => (
    <>
      {record?.id !== undefined && sitePath && (
        <p>
          <a href={sitePath(record)} target="_blank" rel="noreferrer">
            View on site (opens a new tab)
          </a>
        </p>
      )}
      <RecordEditor
        title={capital(noun)}
        record={loaded}
        form={form}
        publishes={publishes}
        save={(body, rid) =>
          rid === undefined ? create.mutateAsync(body) : update.mutateAsync({ id: Number(rid), body })
        }
        onSaved={({ record: next, created }) => {
          setSaved(next);
          // The address names the new record without reloading the screen (PublishStatus stays).
          if (created) history.replaceState(null, '', href(screen, String(next.id)));
        }}
      />
      {record?.id !== undefined && children?.(record)}
    </>
  );

  return (
    <>
      <p className="crumbs">
        <a href={href(screen)}>{listLabel}</a>
      </p>
      <Heading>{name || (isNew ? `New ${noun}` : `${capital(noun)} ${id}`)}</Heading>
      {isNew && blank ? editor(blank) : <QueryState query={query}>{(loaded) => editor(loaded)}</QueryState>}
    </>
  );
}
