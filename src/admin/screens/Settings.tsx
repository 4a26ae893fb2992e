/**
 * The shop's general settings (#/settings): GST, delivery, returns and warranty, discounts, the
 * seller on tax invoices, social links and the carriers' tracking links. One form (useAdminForm);
 * Save sends only what changed with the version it loaded (a stale one gets 409: ConflictNotice
 * shows the saved values), and the site's publishing follows with PublishStatus.
 */
import { useRef, useState } from 'react';
import type { FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { type SettingsData, useSaveSettings, useSettings } from '../api/settings.ts';
import { ConflictNotice } from '../conflict.tsx';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import { PublishStatus } from '../publish-status.tsx';
import { Heading, Notice, QueryState } from '../ui.tsx';
import {
  ALL,
  changes,
  type Form,
  flatten,
  type Nested,
  nest,
  SECTIONS,
  toForm,
} from './content/settings-values.ts';

const idOf = (key: string) => `set-${key.replace('.', '-')}`;

interface Loaded {
  form: Form;
  version: unknown;
}

/** The settings' own checks (settings-values.ts) as react-hook-form's errors, nested like the values. */
function errorsOf(found: Record<string, string>): FormErrors<Nested> {
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(found)) {
    const [head = '', tail] = key.split('.');
    const error = { type: 'validate', message };
    if (tail) errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
    else errors[head] = error;
  }
  return errors as FormErrors<Nested>;
}

function SettingsForm({ initial }: { initial: SettingsData }) {
  const loaded = useRef<Loaded>({ form: toForm(initial), version: initial.version });
  const [current, setCurrent] = useState<Loaded | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const save = useSaveSettings();

  const resolver: Resolver<Nested> = async (values) => {
    const { errors } = changes(flatten(values), loaded.current.form, loaded.current.version);
    return Object.keys(errors).length ? { values: {}, errors: errorsOf(errors) } : { values, errors: {} };
  };
  const form = useAdminForm<Nested>({
    defaultValues: nest(loaded.current.form),
    resolver,
    onConflict: (saved) => {
      const theirs = ((saved as { data?: SettingsData }).data ?? saved) as SettingsData;
      setNews(null);
      setCurrent({ form: toForm(theirs), version: theirs.version });
    },
  });

  const submit = form.submit(async (values) => {
    setNews(null);
    const { body } = changes(flatten(values), loaded.current.form, loaded.current.version);
    if (Object.keys(body).length === 1) return setNews('Nothing has changed.');
    const data = await save.mutateAsync(body);
    loaded.current = { form: toForm(data), version: data.version };
    form.reset(nest(loaded.current.form));
    setCurrent(null);
    setSavedAt(typeof data.updated_at === 'string' ? data.updated_at : new Date().toISOString());
    setNews('Settings saved.');
  });

  return (
    <form onSubmit={submit} aria-label="General settings" noValidate>
      {current && (
        <ConflictNotice<Form>
          mine={flatten(form.getValues())}
          current={current.form}
          fields={ALL.map((f) => ({ key: f.key, label: f.label }))}
          onTakeTheirs={() => {
            loaded.current = current;
            form.reset(nest(current.form));
            setCurrent(null);
          }}
          onKeepMine={() => {
            // Saving again sends every field that differs from the newer copy, over its version.
            const mine = form.getValues();
            loaded.current = current;
            form.reset(nest(current.form));
            form.reset(mine, { keepDefaultValues: true });
            setCurrent(null);
          }}
        />
      )}
      {SECTIONS.map((section, i) => (
        <fieldset
          className="card"
          key={section.title}
          aria-describedby={section.hint ? `set-hint-${i}` : undefined}
        >
          <legend className="card-legend">{section.title}</legend>
          {section.hint && (
            <p id={`set-hint-${i}`} className="muted">
              {section.hint}
            </p>
          )}
          <div className="form-grid">
            {section.fields.map((f) => (
              <Field key={f.key} id={idOf(f.key)} label={f.label} hint={f.hint} error={errorOf(form, f.key)}>
                {(aria) => (
                  <input
                    {...aria}
                    type={f.kind === 'url' || f.kind === 'template' ? 'url' : 'text'}
                    inputMode={
                      f.kind === 'money' || f.kind === 'percent'
                        ? 'decimal'
                        : f.kind === 'whole'
                          ? 'numeric'
                          : undefined
                    }
                    {...form.register(f.key)}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <FormError form={form} />
      {news && <Notice>{news}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      {savedAt && <PublishStatus savedAt={savedAt} />}
    </form>
  );
}

export function Settings() {
  const settings = useSettings();
  return (
    <>
      <Heading>Settings</Heading>
      <QueryState query={settings}>{(data) => <SettingsForm initial={data} />}</QueryState>
    </>
  );
}
