/**
 * My Garage for members: GET, PUT (replace: the browser's garage at sign-in) and POST
 * /user/garage, PATCH and DELETE /user/garage/{id}. Only ever the caller's own entries; another
 * member's id is as good as missing (404). Rules and locking live in services/garage.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { MessageSchema } from '../../lib/api/schemas/common.ts';
import { GarageSchema, OneGarageEntrySchema } from '../../lib/api/schemas/fitment.ts';
import {
  GARAGE_MESSAGES,
  GarageAddSchema,
  GaragePatchSchema,
  GarageReplaceSchema,
} from '../../lib/fitment/garage-input.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import {
  addToGarage,
  changeGarageEntry,
  listGarage,
  removeGarageEntry,
  replaceGarage,
} from '../services/garage.ts';

const byId = validate('param', v.strictObject({ id: wholeNumberText('Garage id') }));

const TAG = 'Garage';
const SIGNED_IN = { security: BEARER };
const BODY = { ...SIGNED_IN, body: true };
const SIGNED_OUT = 'Not signed in.';
const NOT_YOURS = 'No such vehicle in your garage.';
const BAD_BODY = 'The body is not a JSON object.';
const RULES =
  'A field breaks its rule: an unknown vehicle, a year it was not made in, more than 5 vehicles or more than one active.';
const docs = {
  list: doc(
    TAG,
    "The caller's saved vehicles, oldest first",
    { 200: GarageSchema, 401: SIGNED_OUT },
    SIGNED_IN,
  ),
  replace: doc(
    TAG,
    "Replace the caller's garage (the browser's garage at sign-in)",
    { 200: GarageSchema, 400: BAD_BODY, 401: SIGNED_OUT, 422: RULES },
    BODY,
  ),
  add: doc(
    TAG,
    'Save a vehicle (200 with the entry when that vehicle and year is saved already)',
    { 200: OneGarageEntrySchema, 201: OneGarageEntrySchema, 400: BAD_BODY, 401: SIGNED_OUT, 422: RULES },
    BODY,
  ),
  change: doc(
    TAG,
    'Make a saved vehicle the active one, or change its year',
    {
      200: OneGarageEntrySchema,
      400: 'The id is not a whole number, or the body is not a JSON object.',
      401: SIGNED_OUT,
      404: NOT_YOURS,
      422: 'The year is one the vehicle was not made in, or that vehicle and year is saved already.',
    },
    BODY,
  ),
  remove: doc(
    TAG,
    'Remove a saved vehicle (the oldest left becomes active)',
    { 200: MessageSchema, 400: 'The id is not a whole number.', 401: SIGNED_OUT, 404: NOT_YOURS },
    SIGNED_IN,
  ),
};

export const garageRoutes = new Hono<AppEnv>()
  .use('/user/garage', requireUser)
  .use('/user/garage/*', requireUser)
  .get('/user/garage', docs.list, async (c) => c.json({ data: await listGarage(c.var.db, c.var.user!.id) }))
  .put('/user/garage', docs.replace, validate('json', GarageReplaceSchema), async (c) => {
    const result = await replaceGarage(c.var.db, c.var.user!.id, c.req.valid('json').vehicles);
    return 'data' in result
      ? c.json({ data: result.data }, 200)
      : c.json({ message: result.message }, result.status);
  })
  .post('/user/garage', docs.add, validate('json', GarageAddSchema), async (c) => {
    const result = await addToGarage(c.var.db, c.var.user!.id, c.req.valid('json'));
    return 'data' in result
      ? c.json({ data: result.data }, result.status)
      : c.json({ message: result.message }, result.status);
  })
  .patch('/user/garage/:id', docs.change, byId, validate('json', GaragePatchSchema), async (c) => {
    const result = await changeGarageEntry(
      c.var.db,
      c.var.user!.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return 'data' in result
      ? c.json({ data: result.data }, 200)
      : c.json({ message: result.message }, result.status);
  })
  .delete('/user/garage/:id', docs.remove, byId, async (c) => {
    const result = await removeGarageEntry(c.var.db, c.var.user!.id, c.req.valid('param').id);
    return 'data' in result
      ? c.json({ message: GARAGE_MESSAGES.removed })
      : c.json({ message: result.message }, result.status);
  });
