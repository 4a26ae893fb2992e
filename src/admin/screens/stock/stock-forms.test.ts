import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../lib/forms/field-errors.ts';
import type { ProductStock } from '../../types.ts';
import {
  AdjustFormSchema,
  type AdjustValues,
  adjustmentBody,
  BLANK_ADJUSTMENT,
  SettingsFormSchema,
  settingsBody,
  settingsOf,
} from './stock-forms.ts';

const adjust = (values: Partial<AdjustValues>): AdjustValues => ({
  ...BLANK_ADJUSTMENT,
  location_id: '1',
  ...values,
});
const errorsOf = (schema: v.GenericSchema, values: unknown) => {
  const result = v.safeParse(schema, values);
  return result.success ? {} : fieldErrors(result.issues);
};

const STOCK: ProductStock = {
  product_id: 7,
  title: 'Brake pads',
  sku: 'BP-1',
  track_stock: true,
  backorder_allowed: false,
  backorder_date: '',
  low_stock_threshold: 5,
  stock_status: 'in_stock',
  levels: [
    { location_id: 1, location: 'Warehouse', on_hand: 10, reserved: 2, safety_stock: 1, available: 7 },
    { location_id: 2, location: 'Penrith', on_hand: 3, reserved: 0, safety_stock: 0, available: 3 },
  ],
};

describe('the adjustment form', () => {
  it('sends only the fields its reason takes', () => {
    expect(adjustmentBody(adjust({ reason: 'received', quantity: '5', on_hand: '9', note: ' ' }))).toEqual({
      location_id: 1,
      reason: 'received',
      quantity: 5,
    });
    expect(adjustmentBody(adjust({ reason: 'count', on_hand: '0', quantity: '4' }))).toEqual({
      location_id: 1,
      reason: 'count',
      on_hand: 0,
    });
    expect(
      adjustmentBody(adjust({ reason: 'transfer', quantity: '2', to_location_id: '2', note: 'Van' })),
    ).toEqual({ location_id: 1, reason: 'transfer', quantity: 2, to_location_id: 2, note: 'Van' });
  });

  it('asks for what each reason needs, in words', () => {
    expect(errorsOf(AdjustFormSchema, adjust({ quantity: '0' }))).toEqual({
      quantity: 'Enter how many, a whole number from 1.',
    });
    expect(errorsOf(AdjustFormSchema, adjust({ reason: 'count', on_hand: '' }))).toEqual({
      on_hand: 'Enter what is on the shelf, a whole number, 0 or more.',
    });
    expect(errorsOf(AdjustFormSchema, adjust({ reason: 'count', on_hand: '0' }))).toEqual({});
    expect(errorsOf(AdjustFormSchema, adjust({ reason: 'transfer', quantity: '1' }))).toEqual({
      to_location_id: 'Choose where the stock went.',
    });
    expect(
      errorsOf(AdjustFormSchema, adjust({ reason: 'transfer', quantity: '1', to_location_id: '1' })),
    ).toEqual({
      to_location_id: 'A transfer goes to another location.',
    });
  });
});

describe('the settings form', () => {
  it('holds the stock as typed and sends it as numbers, safety stock by location', () => {
    const values = settingsOf(STOCK);
    expect(values.safety).toEqual([
      { location_id: 1, safety_stock: '1' },
      { location_id: 2, safety_stock: '0' },
    ]);
    expect(settingsBody({ ...values, low_stock_threshold: '3' })).toEqual({
      track_stock: true,
      backorder_allowed: false,
      backorder_date: '',
      low_stock_threshold: 3,
      safety: [
        { location_id: 1, safety_stock: 1 },
        { location_id: 2, safety_stock: 0 },
      ],
    });
  });

  it('names the row of a safety stock that is not a whole number', () => {
    const values = settingsOf(STOCK);
    values.safety[1]!.safety_stock = '-1';
    values.backorder_date = '2026-13-01';
    expect(errorsOf(SettingsFormSchema, values)).toEqual({
      backorder_date: 'Enter the date as a full date, or leave it empty.',
      'safety.1.safety_stock': 'Enter a whole number, 0 or more.',
    });
  });
});
