import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceOrderSchema, validateCheckout } from './checkout.ts';

const valid = {
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '+61412345678',
  street_address: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  post_code: '2000',
};

describe('checkout validation', () => {
  it('accepts a complete billing address', () => {
    const result = validateCheckout(valid);
    expect(result.success).toBe(true);
  });

  it('names every missing field with SPEC messages', () => {
    const result = validateCheckout({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      f_name: 'First name is required',
      l_name: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      street_address: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      post_code: 'Post code is required',
    });
  });

  it('checks formats: letters, digits with an optional +, email', () => {
    const result = validateCheckout({
      ...valid,
      f_name: 'J4ne',
      l_name: "'-.",
      city: 'Sydney 2000',
      state: 'N$W',
      phone: '04-12',
      post_code: 'ABC',
      email: 'jane@',
    });
    expect(result.success ? {} : result.errors).toEqual({
      f_name: 'Only alphabetic characters are allowed',
      l_name: 'Only alphabetic characters are allowed',
      city: 'Only alphabetic characters are allowed',
      state: 'Only alphabetic characters are allowed',
      phone: 'Only numeric characters and + are allowed',
      post_code: 'Only numeric characters and + are allowed',
      email: 'Invalid email format',
    });
    expect(validateCheckout({ ...valid, phone: '+ 61412' }).success).toBe(false);
    expect(validateCheckout({ ...valid, post_code: '20 00' }).success).toBe(false);
  });

  it("accepts real Australian names, places and phones (docs/design.md#accounts-and-security), keeping phones' digits", () => {
    const result = validateCheckout({
      ...valid,
      f_name: 'Zoë',
      l_name: "O'Brien",
      city: 'St. Kilda',
      state: 'Victoria',
      phone: '0412 345 678',
      ship_to_different: true,
      s_f_name: 'José',
      s_l_name: 'Smith-Jones',
      s_email: 'jose@example.com',
      s_phone: '+61 412 345 678',
      s_street_address: '2 Acland St',
      s_city: 'Port Lincoln',
      s_state: 'SA',
      s_post_code: '5606',
    });
    expect(result.success ? null : result.errors).toBeNull();
    if (!result.success) return;
    expect(result.output).toMatchObject({
      f_name: 'Zoë',
      l_name: "O'Brien",
      city: 'St. Kilda',
      phone: '0412345678',
    });
    expect(result.output.shipping).toMatchObject({
      f_name: 'José',
      l_name: 'Smith-Jones',
      phone: '+61412345678',
    });
    expect(validateCheckout({ ...valid, l_name: 'O’Brien' }).success).toBe(true);
  });

  it('applies the same rules to the shipping block when ticked, and limits the comment', () => {
    const result = validateCheckout({
      ...valid,
      ship_to_different: true,
      s_f_name: 'Bo',
      comment: 'x'.repeat(251),
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.s_l_name).toBe('Last name is required');
    expect(result.errors.s_f_name).toBeUndefined();
    expect(result.errors.comment).toBe('Comment must be 250 characters or fewer');
    expect(validateCheckout({ ...valid, s_f_name: '' }).success).toBe(true);
  });
});

describe('order lines', () => {
  const order = (products: unknown) => v.safeParse(PlaceOrderSchema, { payment_method: 'Stripe', products });
  const message = (products: unknown) => order(products).issues?.[0]?.message;

  it('accepts up to 1,000 items in all, across up to 100 lines', () => {
    expect(order([{ id: 2_147_483_647, quantity: 1000 }]).success).toBe(true);
    expect(order(Array.from({ length: 100 }, (_, i) => ({ id: i + 1, quantity: 10 }))).success).toBe(true);
  });

  it('refuses ids and quantities the database cannot hold, and orders too large to total', () => {
    expect(message([{ id: 2_147_483_648, quantity: 1 }])).toBe('Unknown product');
    expect(message([{ id: 1, quantity: 1001 }])).toBe('Quantity must be at most 1000');
    expect(message([{ id: 1, quantity: 1e20 }])).toBe('Quantity must be at most 1000');
    expect(message(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 })))).toBe(
      'Too many different products in one order',
    );
    expect(message(Array.from({ length: 100 }, (_, i) => ({ id: i + 1, quantity: 11 })))).toBe(
      'An order can have at most 1,000 items',
    );
    expect(
      message([
        { id: 1, quantity: 600 },
        { id: 1, quantity: 600 },
      ]),
    ).toBe('An order can have at most 1,000 items');
  });
});
