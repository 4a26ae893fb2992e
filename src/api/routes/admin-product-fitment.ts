/**
 * A product's vehicles in the product editor, staff with catalogue:write or the machine token:
 *   GET /admin/products/{id}/fitment   the fitment rows with their vehicles, and the fitment version
 *   PUT /admin/products/{id}/fitment   { version, rows }: replaces the whole set in one transaction
 * A save from an old version changes nothing and answers 409 with the fitment as it is now. A change
 * is audited and rebuilds the site (the vehicle pages and fitment files).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductFitmentAnswerSchema, StaleFitmentSchema } from '../../lib/api/schemas/fitment.ts';
import { FitmentSaveSchema } from '../../lib/fitment/fitment-input.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { PRODUCT_NOT_FOUND } from '../services/product-admin-write.ts';
import { readProductFitment, saveProductFitment } from '../services/product-fitment.ts';

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const IdParam = v.strictObject({ id: wholeNumberText('Product id') });

const docs = {
  read: doc(
    TAG,
    "A product's vehicles (position, qty, note, years) and its fitment version",
    {
      200: ProductFitmentAnswerSchema,
      400: 'The id is not a whole number.',
      ...AUTH,
      404: 'No such product.',
    },
    { security: SHOP_TOKEN },
  ),
  save: doc(
    TAG,
    "Replace a product's vehicles from the fitment version the editor loaded; the site rebuilds",
    {
      200: ProductFitmentAnswerSchema,
      400: 'The id or body cannot be read.',
      ...AUTH,
      404: 'No such product.',
      409: {
        description:
          'Someone saved this fitment since this version; nothing was changed (current holds it now).',
        content: jsonContent(StaleFitmentSchema),
      },
      422: 'A row breaks a rule (see errors): an unknown vehicle, a vehicle twice at one position, years outside the vehicle’s.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
};

export const adminProductFitmentRoutes = new Hono<AppEnv>()
  .get(
    '/products/:id{[0-9]+}/fitment',
    docs.read,
    allow('catalogue:write'),
    validate('param', IdParam),
    async (c) => {
      const data = await readProductFitment(c.var.db, c.req.valid('param').id);
      return data ? c.json({ data }, 200) : c.json({ message: PRODUCT_NOT_FOUND }, 404);
    },
  )
  .put(
    '/products/:id{[0-9]+}/fitment',
    docs.save,
    allow('catalogue:write'),
    validate('param', IdParam),
    validate('json', FitmentSaveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await saveProductFitment(c.var.db, id, c.req.valid('json'), c.var.actor);
      switch (result.status) {
        case 404:
          return c.json({ message: result.message }, 404);
        case 409:
          return c.json({ message: result.message, current: result.current }, 409);
        case 422:
          return c.json({ message: result.message, errors: result.errors }, 422);
        default:
          if (result.changed) c.var.deps.catalogueChanged(`product ${id} fitment edited`);
          return c.json({ data: result.data }, 200);
      }
    },
  );
