/** /contact-us: first and last name, email, optional phone, subject and message. What was typed stays if sending fails. */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../lib/account.ts';
import { ContactSchema } from '../lib/forms.ts';
import { api } from '../stores/api.ts';
import { Field, FormMessage, TextAreaField } from './account/Field.tsx';

export default function ContactForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', ok: false });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = v.safeParse(ContactSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    setBusy(true);
    try {
      await api.post('/contact-us', parsed.output);
      setMessage({ text: 'Form Submitted Successfully', ok: true });
      form.reset();
    } catch (error) {
      setMessage({ text: `Error submitting form: ${(error as Error).message}`, ok: false });
    }
    setBusy(false);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <Field name="f_name" label="First name" autoComplete="given-name" error={errors.f_name} />
      <Field name="l_name" label="Last name" autoComplete="family-name" error={errors.l_name} />
      <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field name="phone" label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone} />
      <Field name="subject" label="Subject" error={errors.subject} />
      <TextAreaField name="message" label="Message" rows={6} error={errors.message} />
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
