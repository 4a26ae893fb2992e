/**
 * Image uploads for the back office (staff with catalogue:write, or the machine token):
 *   POST /admin/uploads?kind=products|brands|blogs|banners|categories   multipart form, field `file`
 * → 201 { path, width, height, bytes }: the image as stored (WebP, services/image-upload.ts) in the
 * public storage (DATA_DIR/storage or the S3 bucket), served at /storage/{path} or S3_PUBLIC_URL.
 * The path is what product, brand, blog and home-block edits name.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { UploadedSchema } from '../../lib/api/schemas/admin-products.ts';
import type { AppEnv } from '../env.ts';
import { doc, requestBody, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { storeImage, UPLOAD_KINDS, UPLOAD_MESSAGES } from '../services/image-upload.ts';
import { NOT_SAVED, orUnavailable } from '../storage/http.ts';
import { publicStorage } from '../storage/of-deps.ts';

const FORM_TYPE = /^multipart\/form-data/i;
export const KIND_MESSAGE = `kind must be one of ${UPLOAD_KINDS.join(', ')}`;
export const NO_FILE_MESSAGE = 'Send the image in the form field "file".';

const QuerySchema = v.strictObject({ kind: v.picklist(UPLOAD_KINDS, KIND_MESSAGE) });

const docs = {
  upload: doc(
    'Back office',
    'Upload a PNG, JPEG or WebP image; it is stored as WebP without metadata, at most 2400 px on its longest side',
    {
      201: UploadedSchema,
      400: 'No kind, an unknown kind, or the body is not a multipart form with a file in "file".',
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
      413: UPLOAD_MESSAGES.tooLarge,
      503: NOT_SAVED,
      422: `${UPLOAD_MESSAGES.notImage} Or the image is too small or too large (each side 100 to 8000 px, at most 40 megapixels), with its size in the message. Nothing was stored.`,
    },
    {
      security: SHOP_TOKEN,
      body: true,
      requestBody: requestBody({
        'multipart/form-data': v.object({
          file: v.pipe(v.string(), v.description('The image file (PNG, JPEG or WebP, at most 10 MB)')),
        }),
      }),
    },
  ),
};

export const adminUploadRoutes = new Hono<AppEnv>().post(
  '/uploads',
  docs.upload,
  allow('catalogue:write'),
  validate('query', QuerySchema),
  async (c) => {
    const { kind } = c.req.valid('query');
    if (!FORM_TYPE.test(c.req.header('Content-Type') ?? ''))
      return c.json({ message: 'Send the image as a form (multipart/form-data).' }, 400);
    const body = await c.req.parseBody({ all: false }).catch(() => null);
    if (!body) return c.json({ message: 'The form could not be read.' }, 400);
    const file = body.file;
    if (!(file instanceof File))
      return c.json({ message: NO_FILE_MESSAGE, errors: { file: NO_FILE_MESSAGE } }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const actor = c.var.actor;
    const result = await orUnavailable(
      'image upload',
      () =>
        storeImage(publicStorage(c.var.deps), kind, bytes, (path) =>
          recordAudit(c.var.db, actor, {
            action: 'upload.create',
            entity: 'upload',
            entityId: path,
            after: { kind, name: file.name.slice(0, 200), bytes: bytes.byteLength },
          }),
        ),
      NOT_SAVED,
    );
    if (!result.ok)
      return c.json({ message: result.message, errors: { file: result.message } }, result.status);
    const { path, width, height, bytes: stored } = result;
    return c.json({ path, width, height, bytes: stored }, 201);
  },
);
