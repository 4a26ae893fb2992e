/** A member's saved addresses: GET /user-addresses, POST /user-addresses/store, PUT and DELETE /user-addresses/{id}. Only ever the caller's own. */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { SavedAddressSchema } from '../../lib/account/account.ts';
import { AddressListSchema, AddressSavedSchema, OneAddressSchema } from '../../lib/api/schemas/accounts.ts';
import { MessageSchema } from '../../lib/api/schemas/common.ts';
import { addresses } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { validate, wholeNumberText } from '../http/validate.ts';

type Row = typeof addresses.$inferSelect;

function toApi(a: Row) {
  return {
    id: a.id,
    f_name: a.fName,
    l_name: a.lName,
    email: a.email,
    phone: a.phone,
    city: a.city,
    state: a.state,
    suburb: a.suburb,
    post_code: a.postCode,
    street_address: a.streetAddress,
    address_type: a.addressType,
    company: a.company,
    user_id: a.userId,
  };
}

const fromForm = (f: v.InferOutput<typeof SavedAddressSchema>) => ({
  fName: f.f_name,
  lName: f.l_name,
  email: f.email,
  phone: f.phone,
  city: f.city,
  state: f.state,
  suburb: f.suburb,
  postCode: f.post_code,
  streetAddress: f.street_address,
  addressType: f.address_type,
  company: f.company,
});

/** Address ids are whole numbers in the id column's range; anything else is a 400. */
const byId = validate('param', v.strictObject({ id: wholeNumberText('Address id') }));

const TAG = 'Addresses';
const SIGNED_IN = { security: BEARER };
const BODY = { ...SIGNED_IN, body: true };
const NONE = {
  400: 'The id is not a whole number.',
  401: 'Not signed in.',
  404: 'No such address of yours.',
};
const FORM = {
  400: 'The body is not a JSON object.',
  401: NONE[401],
  422: 'A field breaks its rule (see errors).',
};
const docs = {
  list: doc(TAG, "The caller's saved addresses", { 200: AddressListSchema, 401: NONE[401] }, SIGNED_IN),
  one: doc(TAG, 'One saved address', { 200: OneAddressSchema, ...NONE }, SIGNED_IN),
  store: doc(TAG, 'Save an address', { 201: AddressSavedSchema, ...FORM }, BODY),
  update: doc(
    TAG,
    'Change a saved address',
    {
      200: AddressSavedSchema,
      ...FORM,
      ...NONE,
      400: 'The id is not a whole number, or the body is not a JSON object.',
    },
    BODY,
  ),
  remove: doc(TAG, 'Delete a saved address', { 200: MessageSchema, ...NONE }, SIGNED_IN),
};

export const addressRoutes = new Hono<AppEnv>()
  .use('/user-addresses/*', requireUser)
  .use('/user-addresses', requireUser)
  .get('/user-addresses', docs.list, async (c) => {
    const rows = await c.var.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, c.var.user!.id))
      .orderBy(asc(addresses.id));
    return c.json({ data: { shipping_addresses: rows.map(toApi) } });
  })
  .get('/user-addresses/:id', docs.one, byId, async (c) => {
    const [row] = await c.var.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, c.req.valid('param').id), eq(addresses.userId, c.var.user!.id)));
    return row ? c.json({ data: toApi(row) }) : c.json({ message: 'Address not found.' }, 404);
  })
  .post('/user-addresses/store', docs.store, validate('json', SavedAddressSchema), async (c) => {
    // user_id in the body is ignored: an address always belongs to the signed-in member.
    const [row] = await c.var.db
      .insert(addresses)
      .values({ ...fromForm(c.req.valid('json')), userId: c.var.user!.id })
      .returning();
    return c.json({ message: 'Address Added Successfully!', data: toApi(row!) }, 201);
  })
  .put('/user-addresses/:id', docs.update, byId, validate('json', SavedAddressSchema), async (c) => {
    const [row] = await c.var.db
      .update(addresses)
      .set({ ...fromForm(c.req.valid('json')), updatedAt: new Date() })
      .where(and(eq(addresses.id, c.req.valid('param').id), eq(addresses.userId, c.var.user!.id)))
      .returning();
    return row
      ? c.json({ message: 'Address updated successfully!', data: toApi(row) })
      : c.json({ message: 'Address not found.' }, 404);
  })
  .delete('/user-addresses/:id', docs.remove, byId, async (c) => {
    const [row] = await c.var.db
      .delete(addresses)
      .where(and(eq(addresses.id, c.req.valid('param').id), eq(addresses.userId, c.var.user!.id)))
      .returning({ id: addresses.id });
    return row ? c.json({ message: 'Address deleted.' }) : c.json({ message: 'Address not found.' }, 404);
  });
