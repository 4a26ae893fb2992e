import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { check, fieldErrors } from './field-errors.ts';

const Schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Name is required'), v.minLength(3, 'Name is too short')),
  post_code: v.pipe(v.string(), v.regex(/^\d+$/, 'Only numbers')),
});

describe('field errors', () => {
  it('keep the first valibot message of each field, with a block prefix when given', () => {
    const result = v.safeParse(Schema, { name: '', post_code: 'x' }, { abortPipeEarly: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({ name: 'Name is required', post_code: 'Only numbers' });
    expect(fieldErrors(result.issues!, 's_')).toEqual({
      s_name: 'Name is required',
      s_post_code: 'Only numbers',
    });
  });

  it("read an API error answer's errors map, taking a list's first message", () => {
    const error = new ApiError(422, 'Please fix', {
      message: 'Please fix',
      errors: { f_name: 'First name is required', s_post_code: ['Post code is required', 'Too long'] },
    });
    expect(fieldErrors(error)).toEqual({
      f_name: 'First name is required',
      s_post_code: 'Post code is required',
    });
  });

  it('are none when an answer has no errors, or errors of another shape', () => {
    expect(fieldErrors(new ApiError(400, 'Bad', { message: 'Bad' }))).toEqual({});
    expect(fieldErrors(new ApiError(400, 'Bad', { message: 'Bad', errors: 'nope' }))).toEqual({});
    expect(fieldErrors(new ApiError(400, 'Bad', { errors: [{ field: 'x' }] }))).toEqual({});
    expect(fieldErrors(new ApiError(500, 'Down', 'plain text'))).toEqual({});
    expect(fieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(fieldErrors(new ApiError(422, 'x', { errors: { a: 1, b: '' } }))).toEqual({});
  });

  it('check a form against its schema', () => {
    expect(check(Schema, { name: 'Sam', post_code: '2000' })).toEqual({
      ok: true,
      value: { name: 'Sam', post_code: '2000' },
    });
    expect(check(Schema, { name: 'Sa', post_code: '2000' })).toEqual({
      ok: false,
      errors: { name: 'Name is too short' },
    });
  });
});
