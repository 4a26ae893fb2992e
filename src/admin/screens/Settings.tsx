/**
 * The shop's general settings (#/settings): GST, delivery, returns and warranty, discounts, the
 * seller on tax invoices, social links and the carriers' tracking links. One form; Save sends only
 * what changed with the version it loaded (a stale one gets 409: ConflictNotice shows the saved
 * values), and the site's publishing follows with PublishStatus.
 */
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { type FieldErrors, fieldErrors } from '../../lib/forms/field-errors.ts';
import { api, errorText, patch } from '../api.ts';
import { ConflictNotice } from '../conflict.tsx';
import { PublishStatus } from '../publish-status.tsx';
import { Heading, LoadState, Notice, useLoad } from '../ui.tsx';
import { Field } from './content/form.tsx';
import { ALL, type Api, changes, type Form, SECTIONS, toForm } from './content/settings-values.ts';

const idOf = (key: string) => `set-${key.replace('.', '-')}`;

function SettingsForm({ initial }: { initial: Api }) {
  const [loaded, setLoaded] = useState({ form: toForm(initial), version: initial.version });
  const [form, setForm] = useState(loaded.form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [current, setCurrent] = useState<{ form: Form; version: unknown } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showErrors = (found: FieldErrors, text: string) => {
    setErrors(found);
    setMessage({ text, error: true });
    const first = ALL.find((f) => found[f.key]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first.key))?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const { body, errors: found } = changes(form, loaded.form, loaded.version);
    if (Object.keys(found).length)
      return showErrors(found, 'Some settings need fixing; see the fields marked.');
    if (Object.keys(body).length === 1) return setMessage({ text: 'Nothing has changed.', error: false });
    setBusy(true);
    try {
      const { data } = await patch<{ data: Api }>('admin/settings', body);
      const next = toForm(data);
      setLoaded({ form: next, version: data.version });
      setForm(next);
      setErrors({});
      setCurrent(null);
      setSavedAt(typeof data.updated_at === 'string' ? data.updated_at : new Date().toISOString());
      setMessage({ text: 'Settings saved.', error: false });
    } catch (err) {
      const saved = (err as ApiError).body as { current?: Api } | undefined;
      if (err instanceof ApiError && err.status === 409 && saved?.current) {
        const theirs = (saved.current as { data?: Api }).data ?? saved.current;
        setCurrent({ form: toForm(theirs), version: theirs.version });
      } else showErrors(fieldErrors(err), errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="General settings" noValidate>
      {current && (
        <ConflictNotice<Form>
          mine={form}
          current={current.form}
          fields={ALL.map((f) => ({ key: f.key, label: f.label }))}
          onTakeTheirs={() => {
            setLoaded(current);
            setForm(current.form);
            setCurrent(null);
          }}
          onKeepMine={() => {
            // Saving again sends every field that differs from the newer copy, over its version.
            setLoaded(current);
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
              <Field key={f.key} id={idOf(f.key)} label={f.label} hint={f.hint} error={errors[f.key]}>
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
                    value={form[f.key] ?? ''}
                    onChange={(e) => {
                      setForm({ ...form, [f.key]: e.target.value });
                      if (errors[f.key]) setErrors(({ [f.key]: _, ...rest }) => rest);
                    }}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
      {savedAt && <PublishStatus savedAt={savedAt} />}
    </form>
  );
}

export function Settings() {
  const settings = useLoad(() => api.get<{ data: Api }>('admin/settings').then((r) => r.data), []);
  return (
    <>
      <Heading>Settings</Heading>
      <LoadState loaded={settings}>{(data) => <SettingsForm initial={data} />}</LoadState>
    </>
  );
}
