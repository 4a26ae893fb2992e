import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { onError } from './errors.ts';
import { positiveIntText, validate } from './validate.ts';

const app = new Hono()
  .get('/items', validate('query', v.strictObject({ page: v.optional(positiveIntText('page'), '1') })), (c) =>
    c.json({ page: c.req.valid('query').page }),
  )
  .post(
    '/people',
    validate(
      'json',
      v.object({
        name: v.pipe(v.string('Name is required'), v.nonEmpty('Name is required')),
        age: v.pipe(v.number(), v.integer()),
        pets: v.optional(v.array(v.object({ kind: v.picklist(['cat', 'dog']) }))),
      }),
    ),
    (c) => c.json(c.req.valid('json')),
  );
app.onError(onError);

const post = async (body: string, type = 'application/json') => {
  const res = await app.request('/people', { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: res.status, body: await res.json() };
};
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.json() };
};

describe('validate', () => {
  it('passes what the schema accepts', async () => {
    expect(await get('/items?page=3')).toEqual({ status: 200, body: { page: 3 } });
    expect(await post('{"name":"Ann","age":3}')).toMatchObject({ status: 200 });
  });

  it('answers a body that breaks its rules with 422, each field by name, in sentences', async () => {
    expect(await post('{"name":"","age":"3","pets":[{"kind":"fish"}]}')).toEqual({
      status: 422,
      body: {
        message: 'Name is required',
        errors: {
          name: 'Name is required',
          age: 'age must be a number.',
          'pets.0.kind': 'kind must be cat or dog.',
        },
      },
    });
    expect((await post('{"age":1.5}')).body.errors).toEqual({
      name: 'Name is required',
      age: 'age must be a whole number.',
    });
  });

  it('answers a body it cannot read as the request with 400', async () => {
    const notAnObject = { message: 'The request body must be a JSON object.' };
    expect(await post('[{"name":"Ann"}]')).toEqual({ status: 400, body: notAnObject });
    expect(await post('null')).toEqual({ status: 400, body: notAnObject });
    expect(await post('{"name":')).toEqual({
      status: 400,
      body: { message: 'Malformed JSON in request body' },
    });
    expect(await post('name=Ann', 'application/x-www-form-urlencoded')).toEqual({
      status: 400,
      body: { message: 'Send the request body as JSON (Content-Type: application/json).' },
    });
  });

  it('answers unknown, repeated or malformed query parameters with 400', async () => {
    expect(await get('/items?page=0')).toEqual({
      status: 400,
      body: { message: 'page must be at least 1', errors: { page: 'page must be at least 1' } },
    });
    expect((await get('/items?page=1&page=2')).body.errors).toEqual({
      page: 'page must be a single value, not a list.',
    });
    expect(await get('/items?sort=name')).toEqual({
      status: 400,
      body: { message: 'sort is not accepted here.', errors: { sort: 'sort is not accepted here.' } },
    });
  });

  it('words a value of the wrong type by what the field takes', async () => {
    const app = new Hono().post(
      '/',
      validate('json', v.object({ amount: v.union([v.string(), v.number()]), on: v.optional(v.boolean()) })),
      (c) => c.json({}),
    );
    const res = await app.request('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"amount":true,"on":"yes"}',
    });
    expect((await res.json()).errors).toEqual({
      amount: 'amount must be text or a number.',
      on: 'on must be true or false.',
    });
  });

  it("never shows valibot's own wording", async () => {
    const { body } = await post('{"age":true,"pets":"none"}');
    for (const message of [body.message, ...Object.values(body.errors as Record<string, string>)])
      expect(message).not.toMatch(/Invalid|Expected|Received/);
  });
});
