/**
 * /return-order: the return request with its reason and an optional attachment (png, jpg, jpeg, pdf
 * or txt, at most 5 MB), checked here and again on the server.
 */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { checkAttachment, RETURN_REASONS, ReturnSchema } from '../lib/forms.ts';
import { api } from '../stores/api.ts';
import { Field, FormMessage, TextAreaField } from './account/Field.tsx';

export default function ReturnForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', ok: false });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data].filter(([, value]) => typeof value === 'string'));
    const parsed = v.safeParse(ReturnSchema, fields);
    const found = parsed.success ? {} : fieldErrors(parsed.issues);
    const file = data.get('file_path');
    if (file instanceof File && file.name) {
      const problem = checkAttachment(file.name, file.size);
      if (problem) found.file_path = problem;
    } else {
      data.delete('file_path');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await api.post<{ message: string }>('/order-return', data);
      setMessage({ text: answer.message, ok: true });
      form.reset();
    } catch (error) {
      const text = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setMessage({ text: `Error submitting form: ${text}`, ok: false });
    }
    setBusy(false);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} encType="multipart/form-data">
      <Field name="f_name" label="First name" autoComplete="given-name" error={errors.f_name} />
      <Field name="l_name" label="Last name" autoComplete="family-name" error={errors.l_name} />
      <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field name="phone" label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone} />
      <Field name="order_id" label="Order ID" error={errors.order_id} />
      <div className="field">
        <label htmlFor="reason">Reason for the return</label>
        <select id="reason" name="reason" defaultValue="change_of_mind">
          {Object.entries(RETURN_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Field name="subject" label="Subject" error={errors.subject} />
      <TextAreaField name="message" label="Message" rows={5} error={errors.message} />
      <Field
        name="file_path"
        label="Attachment (optional: png, jpg, jpeg, pdf or txt, up to 5 MB)"
        type="file"
        accept=".png,.jpg,.jpeg,.pdf,.txt"
        error={errors.file_path}
      />
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending...' : 'Submit Return Request'}
      </button>
    </form>
  );
}
