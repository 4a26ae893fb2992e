/**
 * The back office's email previews, under /admin (staff with settings:write, like the branding they
 * show):
 *   GET  /emails                    every template the shop sends, by id and name
 *   GET  /emails/{template}         that template made from the sample order (emails/samples.ts, never a
 *                                   customer's) with the shop's branding: subject, HTML and text
 *   POST /emails/{template}/test    sends it to the signed-in member of staff's own email through the
 *                                   outbox; 5 an hour per member, audit-logged
 * The samples' pictures are the catalogue's first products with an image, so a preview looks like
 * the shop's own mail.
 */
import { asc, ne, or } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  EmailPreviewSchema,
  EmailTemplateListSchema,
  TestEmailSentSchema,
} from '../../lib/api/schemas/admin-emails.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { type EmailBrand, loadEmailBrand } from '../emails/layout/brand.ts';
import { imageOnSite } from '../emails/layout/images.ts';
import { SAMPLE_LABELS, SAMPLE_TEMPLATES, type SampleTemplate, sampleEmails } from '../emails/samples.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { recordAudit } from '../services/audit.ts';
import { enqueueEmail } from '../services/outbox.ts';

const TAG = 'Back office';
const UNKNOWN = `No such email template. The templates are: ${SAMPLE_TEMPLATES.join(', ')}.`;
const NO_INBOX = 'Sign in as a member of staff to be sent a test email: the shop token has no inbox.';
/** Test emails a member of staff may send an hour. */
export const TEST_EMAILS_PER_HOUR = 5;

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const docs = {
  list: doc(
    TAG,
    'The email templates the back office can preview',
    { 200: EmailTemplateListSchema, ...AUTH },
    {
      security: SHOP_TOKEN,
    },
  ),
  preview: doc(
    TAG,
    "An email template made from a sample order with the shop's branding (HTML and text)",
    { 200: EmailPreviewSchema, 404: UNKNOWN, ...AUTH },
    { security: SHOP_TOKEN },
  ),
  test: doc(
    TAG,
    'Send an email template, made from the sample order, to the signed-in member of staff',
    {
      202: TestEmailSentSchema,
      404: UNKNOWN,
      409: NO_INBOX,
      429: 'Too many test emails: at most 5 an hour.',
      ...AUTH,
    },
    { security: SHOP_TOKEN },
  ),
};

/** The shop's brand and its first products with a picture, as the samples show them. */
async function samplesFor(db: Db, config: { storeName: string; siteUrl: string }) {
  const brand: EmailBrand = await loadEmailBrand(db, config);
  const rows = await db
    .select({ title: products.title, featured: products.featuredImage, gallery: products.galleryMedia })
    .from(products)
    .where(or(ne(products.featuredImage, ''), ne(products.galleryMedia, '')))
    .orderBy(asc(products.id))
    .limit(3);
  const pictures = rows.map((r) => ({
    title: r.title,
    imageUrl: imageOnSite(brand.siteUrl, r.featured || r.gallery.split(',')[0] || ''),
  }));
  return sampleEmails(brand, pictures);
}

/** The path's template, or null for one the shop does not have (a 404). */
const templateOf = (name: string): SampleTemplate | null =>
  (SAMPLE_TEMPLATES as readonly string[]).includes(name) ? (name as SampleTemplate) : null;

export const adminEmailRoutes = new Hono<AppEnv>()
  .get('/emails', docs.list, allow('settings:write'), (c) =>
    c.json({ data: SAMPLE_TEMPLATES.map((id) => ({ id, label: SAMPLE_LABELS[id] })) }),
  )
  .get('/emails/:template', docs.preview, allow('settings:write'), async (c) => {
    const id = templateOf(c.req.param('template'));
    if (!id) return c.json({ message: UNKNOWN }, 404);
    const mail = (await samplesFor(c.var.db, c.var.deps))[id]();
    return c.json({
      data: { id, label: SAMPLE_LABELS[id], subject: mail.subject, html: mail.html ?? '', text: mail.text },
    });
  })
  .post('/emails/:template/test', docs.test, allow('settings:write'), async (c) => {
    const id = templateOf(c.req.param('template'));
    if (!id) return c.json({ message: UNKNOWN }, 404);
    const actor = c.var.actor;
    if (actor?.kind !== 'staff') return c.json({ message: NO_INBOX }, 409);
    const { store } = c.var.deps.rateLimits;
    const { count, resetMs } = await store.hit(`test-email:${actor.staff.id}`, 3_600_000);
    if (count > TEST_EMAILS_PER_HOUR) return tooManyRequests(c, resetMs);
    const sample = (await samplesFor(c.var.db, c.var.deps))[id]();
    const to = actor.staff.email;
    const mailId = await c.var.db.transaction(async (tx) => {
      await recordAudit(tx, actor, {
        action: 'email.test_sent',
        entity: 'email_template',
        entityId: id,
        after: { to },
      });
      return enqueueEmail(tx, { ...sample, to, subject: `[Test] ${sample.subject}`, replyTo: undefined });
    });
    await c.var.deps.outbox
      .deliver([mailId])
      .catch((error: Error) => console.error(`[mail] ${error.message}`));
    return c.json({ message: `Sent "${sample.subject}" to ${to}.`, to }, 202);
  });
