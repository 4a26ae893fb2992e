/** The customer service forms: contact, newsletter and return requests. */
import type * as v from 'valibot';
import type { ContactSchema, NewsletterSchema } from '../forms/forms.ts';
import type { ApiClient } from './client.ts';

/** POST /contact-us. */
export async function sendContact(api: ApiClient, form: v.InferOutput<typeof ContactSchema>): Promise<void> {
  await api.post('/contact-us', form);
}

/** POST /subscribe. */
export async function subscribe(api: ApiClient, form: v.InferOutput<typeof NewsletterSchema>): Promise<void> {
  await api.post('/subscribe', form);
}

/** POST /order-return as multipart form data (it may carry an attachment); the server's message. */
export async function sendReturn(api: ApiClient, form: FormData): Promise<string> {
  return (await api.post<{ message: string }>('/order-return', form)).message;
}
