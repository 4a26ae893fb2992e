/**
 * /return-order: the return request with its reason and an optional attachment (png, jpg, jpeg, pdf
 * or txt, at most 5 MB), checked here and again on the server.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import { RETURN_REASONS } from '../lib/forms/forms.ts';
import { $returnForm, sendReturnForm } from '../stores/customer-service.ts';
import { Field, FormMessage, TextAreaField } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';

export default function ReturnForm() {
  const { phase, errors, message } = useStore($returnForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  const busy = phase === 'busy';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (await sendReturnForm(new FormData(form))) form.reset();
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit} encType="multipart/form-data">
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
