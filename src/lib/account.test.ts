import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, SignupSchema } from './account.ts';
import { fieldErrors } from './field-errors.ts';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : fieldErrors(r.issues);
};

describe('account rules', () => {
  it('gives SPEC sign-up messages', () => {
    expect(errors(SignupSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      phone: 'Phone number is required',
      terms: 'You must agree to the terms and conditions',
    });
    expect(
      errors(SignupSchema, { name: 'Jo!', email: 'x', password: 'short', phone: '04-1', terms: true }),
    ).toEqual({
      name: 'Name must contain only letters, numbers, and spaces',
      email: 'Invalid email format',
      password: 'Password must be at least 8 characters long',
      phone: 'Phone number must contain only numbers',
    });
    expect(
      errors(SignupSchema, { name: 'Jo', email: 'j@e.com', password: 'lowercase!', phone: '04', terms: true })
        .password,
    ).toBe('Password must contain at least one uppercase letter');
    expect(
      errors(SignupSchema, { name: 'Jo', email: 'j@e.com', password: 'Uppercase1', phone: '04', terms: true })
        .password,
    ).toBe('Password must contain at least one special character');
  });

  it('checks the new password matches its confirmation', () => {
    const base = { email: 'j@e.com', otp: '123456', password: 'Secret!23' };
    expect(errors(NewPasswordSchema, { ...base, password_confirmation: 'Secret!24' })).toEqual({
      password_confirmation: 'Passwords do not match!',
    });
    expect(errors(NewPasswordSchema, { ...base, password_confirmation: 'Secret!23' })).toEqual({});
  });
});
