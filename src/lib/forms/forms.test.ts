import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from './forms.ts';

const contact = {
  f_name: "Sean O'Brien",
  l_name: 'Smith-Jones',
  email: 'sean@example.com',
  subject: 'Fitment',
  message: 'Hi',
};

describe('contact form', () => {
  it('takes a phone typed with spaces, keeps its digits, and still needs none', () => {
    expect(v.parse(ContactSchema, { ...contact, phone: '0412 345 678' }).phone).toBe('0412345678');
    expect(v.parse(ContactSchema, { ...contact, phone: '+61 412 345 678' }).phone).toBe('+61412345678');
    expect(v.parse(ContactSchema, contact).phone).toBe('');
  });

  it("keeps SPEC's message for a phone that is not digits", () => {
    const result = v.safeParse(ContactSchema, { ...contact, phone: '0412-345' });
    expect(result.issues?.[0]?.message).toBe('Only numeric characters and + are allowed');
  });
});
