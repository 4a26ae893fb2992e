/**
 * POST /order-return (a form, optional attachment file_path) and GET /admin/return-requests/{id}/file
 * for the shop (SHOP_ADMIN_TOKEN).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES, ReturnSchema } from '../../lib/forms/forms.ts';
import { orders, returnRequests } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { shopReturnRequestMessage } from '../emails/shop-return-request.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { issuesBody } from '../http/errors.ts';
import { doc, requestBody, SHOP_TOKEN } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { allow } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { enqueueEmail } from '../services/outbox.ts';
import { openReturnTasks } from '../services/reviews/fitment-tasks.ts';
import { checkUpload, removeUpload, storeUpload, uploadPath } from '../services/uploads.ts';
import { NOT_SAVED, orUnavailable, STORAGE_UNAVAILABLE } from '../storage/http.ts';
import { privateStorage } from '../storage/of-deps.ts';

const FORM_OVERHEAD = 64 * 1024;
const FORM_TYPE = /^multipart\/form-data|^application\/x-www-form-urlencoded/i;

type Upload = { name: string; bytes: Uint8Array };

/** Stores the request, its email and its file together: a failure keeps neither row nor file. */
async function saveReturn(deps: AppDeps, form: v.InferOutput<typeof ReturnSchema>, upload: Upload | null) {
  const filePath = upload ? uploadPath(upload.name) : null;
  let stored = false;
  try {
    return await deps.db.transaction(async (tx) => {
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
      // The part did not fit: the fitment queue gets a task per line bought for a vehicle.
      if (form.reason === 'does_not_fit') await openReturnTasks(tx, row!.id, order?.id ?? null, form.message);
      const brand = await loadEmailBrand(tx, deps);
      const mailId = await enqueueEmail(
        tx,
        shopReturnRequestMessage(
          { shopEmail: deps.shopEmail, brand },
          {
            id: row!.id,
            fName: form.f_name,
            lName: form.l_name,
            email: form.email,
            orderRef: form.order_id,
            orderFound: Boolean(order),
            reason: form.reason,
            subject: form.subject,
            message: form.message,
            attachment: Boolean(filePath),
          },
        ),
      );
      if (upload && filePath) {
        await storeUpload(privateStorage(deps), filePath, upload.bytes);
        stored = true;
      }
      return { id: row!.id, mailId };
    });
  } catch (error) {
    if (stored && filePath) await removeUpload(privateStorage(deps), filePath).catch(() => {});
    throw error;
  }
}

const TAG = 'Customer service';
const ATTACHMENT = v.pipe(v.string(), v.description('A png, jpg, jpeg, pdf or txt file of at most 5 MB'));
const docs = {
  send: doc(
    TAG,
    'Ask to return an item, optionally with a photo or document',
    {
      201: v.strictObject({ message: v.string(), id: v.number() }),
      400: 'The body is not a form, or the form or its file cannot be read.',
      413: ATTACHMENT_MESSAGES.tooLarge,
      422: 'A field or the attachment breaks its rule (see errors).',
      429: 'Too many requests; try again after Retry-After seconds.',
      503: NOT_SAVED,
    },
    {
      requestBody: requestBody({
        'multipart/form-data': v.object({ ...ReturnSchema.entries, file_path: v.optional(ATTACHMENT) }),
        'application/x-www-form-urlencoded': ReturnSchema,
      }),
    },
  ),
  file: doc(
    TAG,
    "A return request's attachment (the shop's own call)",
    {
      200: {
        description: 'The file',
        content: { 'application/octet-stream': { schema: { type: 'string' } } },
      },
      400: 'The id is not a whole number.',
      404: 'No such request with a file (or no shop token), or the file is missing from storage.',
      503: STORAGE_UNAVAILABLE,
    },
    { security: SHOP_TOKEN },
  ),
};

export const orderReturnRoutes = new Hono<AppEnv>()
  .post(
    '/order-return',
    docs.send,
    rateLimit('returns'),
    bodyLimit({
      maxSize: MAX_ATTACHMENT_BYTES + FORM_OVERHEAD,
      onError: (c) => c.json({ message: ATTACHMENT_MESSAGES.tooLarge }, 413),
    }),
    async (c) => {
      if (!FORM_TYPE.test(c.req.header('Content-Type') ?? ''))
        return c.json({ message: 'Send the return as a form (multipart/form-data).' }, 400);
      const body = await c.req.parseBody({ all: false }).catch(() => null);
      if (!body) return c.json({ message: 'The form could not be read.' }, 400);
      const fields = Object.fromEntries(
        Object.entries(body).filter(([, value]) => typeof value === 'string'),
      );
      const parsed = v.safeParse(ReturnSchema, fields);
      if (!parsed.success) return c.json(issuesBody(parsed.issues, ReturnSchema), 422);
      const file = body.file_path;
      let upload: Upload | null = null;
      if (file instanceof File && (file.size > 0 || file.name)) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const problem = checkUpload(file.name, bytes);
        if (problem) return c.json({ message: problem, errors: { file_path: problem } }, 422);
        upload = { name: file.name, bytes };
      } else if (file !== undefined && typeof file !== 'string') {
        return c.json({ message: 'The attachment could not be read.' }, 400);
      }
      const { id, mailId } = await orUnavailable(
        'return attachment',
        () => saveReturn(c.var.deps, parsed.output, upload),
        NOT_SAVED,
      );
      await c.var.deps.outbox.deliver([mailId]);
      return c.json(
        {
          message: `Your return request has been received (reference R${id}). We will reply within 24 hours.`,
          id,
        },
        201,
      );
    },
  )
  .get(
    '/admin/return-requests/:id/file',
    docs.file,
    allow('returns:read'),
    // Ids are int4: anything else cannot name a row (and must not reach the database as one).
    validate('param', v.strictObject({ id: wholeNumberText('Return request id') })),
    async (c) => {
      const { id } = c.req.valid('param');
      const [row] = await c.var.db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (!row?.filePath) return c.json({ message: 'Not found' }, 404);
      const path = row.filePath;
      // Proxied from the private storage: attachments never have a public address.
      const file = await orUnavailable('return attachment', () => privateStorage(c.var.deps).get(path));
      if (!file) return c.json({ message: 'The attachment is missing from file storage.' }, 404);
      return c.body(file.body, 200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
