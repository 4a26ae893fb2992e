/**
 * POST /contact-us, POST /subscribe (+ GET /unsubscribe), POST /order-return (multipart, optional
 * attachment file_path), and GET /admin/return-requests/{id}/file for the shop (SHOP_ADMIN_TOKEN).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  ContactSchema,
  MAX_ATTACHMENT_BYTES,
  NewsletterSchema,
  RETURN_REASONS,
  ReturnSchema,
} from '../../lib/forms.ts';
import { contactMessages, newsletterSubscribers, orders, returnRequests } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../http/admin-token.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { enqueueEmail } from '../services/outbox.ts';
import { checkUpload, removeUpload, storeUpload, uploadPath } from '../services/uploads.ts';

const FORM_OVERHEAD = 64 * 1024;

export const customerServiceRoutes = new Hono<AppEnv>()
  .post('/contact-us', rateLimit('contact'), validate('json', ContactSchema), async (c) => {
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
  .post('/subscribe', rateLimit('newsletter'), validate('json', NewsletterSchema), async (c) => {
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
      return enqueueEmail(tx, {
        to: email,
        subject: `Welcome to the ${deps.storeName} newsletter`,
        text: `Thanks for subscribing. You will hear about specials first.\n\nUnsubscribe at any time: ${deps.siteUrl}/api/unsubscribe?token=${token}`,
      });
    });
    await deps.outbox.deliver([mailId]);
    return c.json({ success: true, message: 'Subscribed successfully!' });
  })
  .get(
    '/unsubscribe',
    validate('query', v.object({ token: v.pipe(v.string(), v.maxLength(100)) })),
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
  )
  .post(
    '/order-return',
    rateLimit('returns'),
    bodyLimit({
      maxSize: MAX_ATTACHMENT_BYTES + FORM_OVERHEAD,
      onError: (c) => c.json({ message: 'File size exceeds 5MB' }, 413),
    }),
    async (c) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
        return c.json({ message: 'Send the return as a form.' }, 415);
      const body = await c.req.parseBody({ all: false }).catch(() => null);
      if (!body) return c.json({ message: 'The form could not be read.' }, 400);
      const fields = Object.fromEntries(
        Object.entries(body).filter(([, value]) => typeof value === 'string'),
      );
      const parsed = v.safeParse(ReturnSchema, fields);
      if (!parsed.success) return c.json({ message: parsed.issues[0]?.message ?? 'Invalid form' }, 400);
      const file = body.file_path;
      let upload: { name: string; bytes: Uint8Array } | null = null;
      if (file instanceof File && (file.size > 0 || file.name)) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const problem = checkUpload(file.name, bytes);
        if (problem) return c.json({ message: problem }, 422);
        upload = { name: file.name, bytes };
      } else if (file !== undefined && typeof file !== 'string') {
        return c.json({ message: 'The attachment could not be read.' }, 400);
      }
      const form = parsed.output;
      const { deps } = c.var;
      const filePath = upload ? uploadPath(upload.name) : null;
      let stored = false;
      let written: { id: number; mailId: number | null };
      try {
        // The file is written inside the transaction, so a failed request keeps neither row nor file.
        written = await deps.db.transaction(async (tx) => {
          const [order] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.invoiceNumber, form.order_id.toUpperCase()));
          const [row] = await tx
            .insert(returnRequests)
            .values({
              fName: form.f_name,
              lName: form.l_name,
              email: form.email,
              phone: form.phone,
              orderRef: form.order_id,
              orderId: order?.id ?? null,
              subject: form.subject,
              message: form.message,
              reason: form.reason,
              filePath,
            })
            .returning({ id: returnRequests.id });
          const mailId = await enqueueEmail(tx, {
            to: deps.shopEmail,
            replyTo: form.email,
            subject: `Return request ${row!.id} for order ${form.order_id}`,
            text: `${form.f_name} ${form.l_name} <${form.email}>\nReason: ${RETURN_REASONS[form.reason]}\nOrder: ${form.order_id}${order ? '' : ' (not found)'}\n\n${form.subject}\n${form.message}${filePath ? '\n\nAttachment received.' : ''}`,
          });
          if (upload && filePath) {
            await storeUpload(deps.privateDir, filePath, upload.bytes);
            stored = true;
          }
          return { id: row!.id, mailId };
        });
      } catch (error) {
        if (stored && filePath) await removeUpload(deps.privateDir, filePath);
        throw error;
      }
      await deps.outbox.deliver([written.mailId]);
      const row = written;
      return c.json(
        {
          message: `Your return request has been received (reference R${row!.id}). We will reply within 24 hours.`,
          id: row!.id,
        },
        201,
      );
    },
  )
  .get('/admin/return-requests/:id/file', requireAdmin, async (c) => {
    // Ids are int4: anything else cannot name a row (and must not reach the database as one).
    const id = /^\d{1,9}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : null;
    const [row] = id ? await c.var.db.select().from(returnRequests).where(eq(returnRequests.id, id)) : [];
    if (!row?.filePath) return c.json({ message: 'Not found' }, 404);
    const bytes = await readFile(join(c.var.deps.privateDir, row.filePath));
    return c.body(bytes, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment',
      'X-Content-Type-Options': 'nosniff',
    });
  });
