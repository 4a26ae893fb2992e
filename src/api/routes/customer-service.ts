/**
 * POST /contact-us, POST /subscribe (the welcome email carries the subscriber's single-use discount
 * code) and GET /unsubscribe (the link in newsletter emails).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ContactSchema, NewsletterSchema } from '../../lib/forms.ts';
import { contactMessages, newsletterSubscribers } from '../db/schema.ts';
import { newsletterWelcomeMessage } from '../emails/newsletter-welcome.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { FormSentSchema } from '../http/responses/accounts.ts';
import { validate } from '../http/validate.ts';
import { enqueueEmail } from '../services/outbox.ts';
import { welcomeCode } from '../services/promo-codes.ts';

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
const docs = {
  contact: doc(TAG, 'Send the contact form', { 200: FormSentSchema, ...JSON_FORM }, { body: true }),
  subscribe: doc(TAG, 'Subscribe to the newsletter', { 200: FormSentSchema, ...JSON_FORM }, { body: true }),
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
      return enqueueEmail(tx, {
        to: deps.shopEmail,
        replyTo: form.email,
        subject: `Contact form: ${form.subject}`,
        text: `From: ${form.f_name} ${form.l_name} <${form.email}>${form.phone ? `, ${form.phone}` : ''}\n\n${form.message}`,
      });
    });
    await deps.outbox.deliver([mailId]);
    return c.json({ success: true, message: 'Form Submitted Successfully' });
  })
  .post(
    '/subscribe',
    docs.subscribe,
    rateLimit('newsletter'),
    validate('json', NewsletterSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      const { deps } = c.var;
      const [existing] = await deps.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
      if (existing && !existing.unsubscribedAt)
        return c.json({ success: true, message: 'Subscribed successfully!' });
      const token = existing?.unsubscribeToken ?? randomBytes(24).toString('base64url');
      const mailId = await deps.db.transaction(async (tx) => {
        if (existing)
          await tx
            .update(newsletterSubscribers)
            .set({ unsubscribedAt: null })
            .where(eq(newsletterSubscribers.id, existing.id));
        else
          await tx
            .insert(newsletterSubscribers)
            .values({ email, unsubscribeToken: token })
            .onConflictDoNothing();
        const message = newsletterWelcomeMessage({
          storeName: deps.storeName,
          siteUrl: deps.siteUrl,
          email,
          unsubscribeToken: token,
          code: await welcomeCode(tx, email),
        });
        return enqueueEmail(tx, message);
      });
      await deps.outbox.deliver([mailId]);
      return c.json({ success: true, message: 'Subscribed successfully!' });
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
        `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Newsletter</title><p>${row ? 'You have been unsubscribed from our newsletter.' : 'This unsubscribe link is not valid.'}</p><p><a href="/">Back to the shop</a></p></html>`,
        row ? 200 : 404,
      );
    },
  );
