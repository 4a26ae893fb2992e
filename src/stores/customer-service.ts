/** The contact, return and newsletter forms: checked here, then sent; what was typed stays if sending fails. */
import * as v from 'valibot';
import { apiUrl } from '../lib/api/client.ts';
import * as forms from '../lib/api/forms.ts';
import { type Checked, check, fieldErrors } from '../lib/forms/field-errors.ts';
import { ContactSchema, checkAttachment, ReturnSchema } from '../lib/forms/forms.ts';
import { api, apiOptions } from './api.ts';
import { formStore, submitForm } from './form.ts';

export const $contactForm = formStore();
export const $returnForm = formStore();
export const $newsletterForm = formStore();

/** Where the newsletter form posts when JavaScript is off: the same POST /subscribe, as a form. */
export const NEWSLETTER_FORM_ACTION = apiUrl(apiOptions.baseUrl, '/subscribe');

/** Sends the contact form; true when sent. */
export function sendContactForm(form: Record<string, unknown>): Promise<boolean> {
  return submitForm(
    $contactForm,
    check(ContactSchema, form),
    async (input) => {
      await forms.sendContact(api, input);
      return 'Form Submitted Successfully';
    },
    'contact',
  );
}

/** The return form's fields and its attachment, checked as the browser can (the server checks the content too). */
function checkReturn(data: FormData): Checked<FormData> {
  const fields = Object.fromEntries([...data].filter(([, value]) => typeof value === 'string'));
  const parsed = v.safeParse(ReturnSchema, fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  const file = data.get('file_path');
  if (file instanceof File && file.name) {
    const problem = checkAttachment(file.name, file.size);
    if (problem) errors.file_path = problem;
  } else {
    data.delete('file_path');
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: data };
}

/** Sends a return request with its optional attachment; true when sent. */
export function sendReturnForm(data: FormData): Promise<boolean> {
  return submitForm($returnForm, checkReturn(data), (input) => forms.sendReturn(api, input), 'returnRequest');
}

/** Subscribes an email to the newsletter (the browser has checked it is one); true when subscribed. */
export function subscribeNewsletter(email: string): Promise<boolean> {
  $newsletterForm.setKey('message', { text: '', ok: false });
  return submitForm(
    $newsletterForm,
    { ok: true, value: { email } },
    async (input) => {
      await forms.subscribe(api, input);
      return 'Subscribed successfully!';
    },
    'newsletter',
  );
}
