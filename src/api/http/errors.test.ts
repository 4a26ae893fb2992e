import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { onError } from './errors.ts';

/** An app whose one route throws the given error, answered through onError. */
function throwing(error: Error) {
  const app = new Hono();
  app.get('/', () => {
    throw error;
  });
  app.onError(onError);
  return app;
}

/** A database error as Drizzle throws it: the driver's error, with its SQLSTATE, in `cause`. */
const dbError = (code: string) =>
  Object.assign(new Error('Failed query: select ...'), {
    cause: Object.assign(new Error('driver'), { code }),
  });

const answer = async (error: Error) => {
  const res = await throwing(error).request('/');
  return { status: res.status, body: await res.json() };
};

describe('onError', () => {
  it.each([
    ['22003', 'A number in the request is out of range.'],
    ['22021', 'Text must not contain NUL characters.'],
    ['22P02', 'A value in the request is not valid.'],
    ['22999', 'A value in the request is not valid.'],
  ])('answers a value the database cannot hold (%s) with 400 and a message', async (code, message) => {
    expect(await answer(dbError(code))).toEqual({ status: 400, body: { message } });
  });

  it('answers a body that is not JSON with 400', async () => {
    expect(await answer(new SyntaxError('Unexpected token'))).toEqual({
      status: 400,
      body: { message: 'Malformed JSON in request body' },
    });
  });

  it('keeps any other failure a 500 that says nothing of its cause', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await answer(dbError('23505'))).toEqual({
        status: 500,
        body: { message: 'Internal server error' },
      });
      expect(await answer(new Error('secret detail'))).toEqual({
        status: 500,
        body: { message: 'Internal server error' },
      });
    } finally {
      console.error = quiet;
    }
  });
});
