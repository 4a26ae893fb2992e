/** /contact-us: first and last name, email, optional phone, subject and message. What was typed stays if sending fails. */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import { $contactForm, sendContactForm } from '../stores/customer-service.ts';
import { Field, FormMessage, TextAreaField } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';

export default function ContactForm() {
  const { phase, errors, message } = useStore($contactForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  const busy = phase === 'busy';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (await sendContactForm(Object.fromEntries(new FormData(form)))) form.reset();
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
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
