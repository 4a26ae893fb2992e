/**
 * POST /contact-us, POST /subscribe (mails a confirmation link; JSON from the footer island, or the
 * footer's plain form post: subscribe-form.ts), GET /newsletter/confirm (that link:
 * the welcome email with the subscriber's single-use discount code follows) and GET /unsubscribe
 * (the link in newsletter emails).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { FormSentSchema } from '../../lib/api/schemas/accounts.ts';
import { ContactSchema, NewsletterSchema } from '../../lib/forms/forms.ts';
import { contactMessages, newsletterSubscribers } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { shopContactMessage } from '../emails/shop-contact.ts';
import type { AppEnv } from '../env.ts';
import { messagePage } from '../http/message-page.ts';
import { doc, jsonContent } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { confirmSubscription, subscribe } from '../services/newsletter.ts';
import { enqueueEmail } from '../services/outbox.ts';
import { subscribeForm } from './subscribe-form.ts';

const TAG = 'Customer service';
const LIMITED = 'Too many requests; try again after Retry-After seconds.';
const JSON_FORM = {
  400: 'The body is not a JSON object.',
  422: 'A field breaks its rule (see errors).',
  429: LIMITED,
};
const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' as const } } },
});
/** A one-line page for the newsletter's emailed links. */
const newsletterPage = (text: string) => messagePage('Newsletter', text);
const docs = {
  contact: doc(TAG, 'Send the contact form', { 200: FormSentSchema, ...JSON_FORM }, { body: true }),
  subscribe: doc(
    TAG,
    'Subscribe to the newsletter: mails a confirmation link (the same answer for any address)',
    {
      200: {
        description: 'Subscribed: JSON for a JSON body, a page saying so for a form post.',
        content: { ...jsonContent(FormSentSchema), ...page('').content },
      },
      ...JSON_FORM,
      403: page("A form post from a page that is not the shop's: a page saying so."),
      422: 'A field breaks its rule (see errors); a form post gets a page saying what is wrong.',
    },
    {
      body: true,
      description:
        "Takes JSON, or the footer form posted without JavaScript (application/x-www-form-urlencoded or multipart/form-data, field email) from one of the shop's own pages, answered with a page and a link back.",
    },
  ),
  confirm: doc(TAG, 'Confirm a newsletter subscription (the link in the confirmation email)', {
    200: page('A page saying the subscription is confirmed; the welcome email follows.'),
    400: 'token is missing or malformed.',
    404: page('A page saying the link is not valid or has expired.'),
    429: LIMITED,
  }),
  unsubscribe: doc(TAG, 'Unsubscribe from the newsletter (the link in its emails)', {
    200: page('A page saying so.'),
    400: 'token is missing or malformed.',
    404: page('A page saying the link is not valid.'),
  }),
};

export const customerServiceRoutes = new Hono<AppEnv>()
  .post('/contact-us', docs.contact, rateLimit('contact'), validate('json', ContactSchema), async (c) => {
    const form = c.req.valid('json');
    const { deps } = c.var;
    const mailId = await deps.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({
        fName: form.f_name,
        lName: form.l_name,
        email: form.email,
        phone: form.phone,
        subject: form.subject,
        message: form.message,
      });
      const brand = await loadEmailBrand(tx, deps);
      return enqueueEmail(
        tx,
        shopContactMessage(
          { shopEmail: deps.shopEmail, brand },
          {
            fName: form.f_name,
            lName: form.l_name,
            email: form.email,
            phone: form.phone,
            subject: form.subject,
            message: form.message,
          },
        ),
      );
    });
    await deps.outbox.deliver([mailId]);
    return c.json({ success: true, message: 'Form Submitted Successfully' });
  })
  .post(
    '/subscribe',
    docs.subscribe,
    rateLimit('newsletter'),
    subscribeForm,
    validate('json', NewsletterSchema),
    async (c) => {
      const { deps } = c.var;
      // The same answer whether the address is new, pending or confirmed (the product spec's message): the
      // confirmation email says what happens next.
      const mailId = await subscribe(deps, c.req.valid('json').email);
      if (mailId !== null) await deps.outbox.deliver([mailId]);
      return c.json({ success: true, message: 'Subscribed successfully!' });
    },
  )
  .get(
    '/newsletter/confirm',
    docs.confirm,
    rateLimit('otp'),
    validate('query', v.strictObject({ token: v.pipe(v.string(), v.maxLength(100)) })),
    async (c) => {
      const { deps } = c.var;
      const confirmation = await confirmSubscription(deps, c.req.valid('query').token);
      if (confirmation.result === 'confirmed') await deps.outbox.deliver([confirmation.mailId]);
      if (confirmation.result === 'invalid')
        return c.html(newsletterPage('This confirmation link is not valid or has expired.'), 404);
      return c.html(
        newsletterPage(
          confirmation.result === 'confirmed'
            ? 'Thank you: your subscription is confirmed. Your welcome email is on its way.'
            : 'Your subscription is already confirmed.',
        ),
      );
    },
  )
  .get(
    '/unsubscribe',
    docs.unsubscribe,
    validate('query', v.strictObject({ token: v.pipe(v.string(), v.maxLength(100)) })),
    async (c) => {
      const [row] = await c.var.db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(eq(newsletterSubscribers.unsubscribeToken, c.req.valid('query').token))
        .returning({ id: newsletterSubscribers.id });
      return c.html(
        newsletterPage(
          row ? 'You have been unsubscribed from our newsletter.' : 'This unsubscribe link is not valid.',
        ),
        row ? 200 : 404,
      );
    },
  );
