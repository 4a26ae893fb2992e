import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../forms/field-errors.ts';
import { NewPasswordSchema, ProfileUpdateSchema, SignupSchema } from './account.ts';

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

  it("accepts names such as O'Brien, Smith-Jones, Zoë and José, and phones typed with spaces", () => {
    const base = { email: 'j@e.com', password: 'Secret!23', terms: true };
    for (const name of ["Mary O'Brien", 'Sam Smith-Jones', 'Zoë Citizen', 'José', 'Dr. Lee 2']) {
      const result = v.safeParse(SignupSchema, { ...base, name, phone: '0412 345 678' });
      expect(result.success ? result.output.phone : fieldErrors(result.issues), name).toBe('0412345678');
    }
    expect(errors(SignupSchema, { ...base, name: '<b>', phone: '+61412345678' })).toEqual({
      name: 'Name must contain only letters, numbers, and spaces',
      phone: 'Phone number must contain only numbers',
    });
    expect(errors(ProfileUpdateSchema, { name: "Zoë O'Brien", phone: '02 9876 5432' })).toEqual({});
  });

  it('checks the new password matches its confirmation', () => {
    const base = { email: 'j@e.com', otp: '123456', password: 'Secret!23' };
    expect(errors(NewPasswordSchema, { ...base, password_confirmation: 'Secret!24' })).toEqual({
      password_confirmation: 'Passwords do not match!',
    });
    expect(errors(NewPasswordSchema, { ...base, password_confirmation: 'Secret!23' })).toEqual({});
  });
});

describe('business details at sign-up and on the profile', () => {
  const base = { name: 'Jo', email: 'j@e.com', password: 'Secret!23', phone: '0412345678', terms: true };

  it('take an ABN only when its check digits are right, and keep its 11 digits', () => {
    expect(errors(SignupSchema, { ...base, _b_name: 'Jo Pty Ltd', _b_number: '51 824 753 557' })).toEqual({
      _b_number: 'Please enter a valid ABN.',
    });
    expect(errors(ProfileUpdateSchema, { name: 'Jo', phone: '04', _b_name: 'Jo', _b_number: '123' })).toEqual(
      {
        _b_number: 'Please enter a valid ABN.',
      },
    );
    const ok = v.parse(SignupSchema, { ...base, _b_name: 'Jo Pty Ltd', _b_number: '51 824 753 556' });
    expect(ok._b_number).toBe('51824753556');
    expect(v.parse(SignupSchema, base)._b_number).toBe('');
  });

  it('ask for the business name with an ABN', () => {
    expect(errors(SignupSchema, { ...base, _b_number: '51824753556' })).toEqual({
      _b_name: 'Please enter the business name registered to this ABN.',
    });
  });
});
