import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { generalSettings } from '../db/schema.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));

const patch = (body: unknown, token = 'admin-test-token') =>
  t.app.request('/api/admin/settings', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

const settings = async () =>
  (await t.database.db.select().from(generalSettings).where(eq(generalSettings.id, 1)))[0]!;

const GST = 'GST must be between 0 and 100 percent.';
const ABN = 'Please enter a valid ABN.';

describe('PATCH /api/admin/settings', () => {
  it.each([
    ['GST over 100%', { gst_percentage: 101 }, GST],
    ['negative GST', { gst_percentage: -1 }, GST],
    ['GST as words', { gst_percentage: 'abc' }, GST],
    ['GST as null', { gst_percentage: null }, GST],
    ['GST with three decimals', { gst_percentage: 10.125 }, 'GST can have at most two decimal places.'],
    ['an ABN failing the check digits', { seller_abn: '53 004 085 261' }, ABN],
    ['an ABN too short', { seller_abn: '1234' }, ABN],
    ['an ABN as a number', { seller_abn: 53004085260 }, ABN],
    ['an empty legal name', { seller_legal_name: '  ' }, 'The legal name is required'],
    ['an empty address', { seller_address: '' }, 'The address is required'],
  ])('refuses %s with 422 and changes nothing', async (_name, body, message) => {
    const before = await settings();
    const count = changes.length;
    // A good field beside the bad one is not written either.
    const res = await patch({ seller_legal_name: 'Changed Pty Ltd', ...body });
    expect(res.status).toBe(422);
    const [field] = Object.keys(body);
    expect(await res.json()).toEqual({ message, errors: { [field!]: message } });
    expect(await settings()).toEqual(before);
    expect(changes.length).toBe(count);
  });

  it('is not there without the shop token', async () => {
    const before = await settings();
    for (const token of ['', 'guess']) expect((await patch({ gst_percentage: 5 }, token)).status).toBe(404);
    expect(await settings()).toEqual(before);
  });

  it('refuses an empty body', async () => {
    const res = await patch({});
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Nothing to update' });
  });

  it('sets the GST rate and the seller in one change, stores the ABN as digits and rebuilds the site', async () => {
    const res = await patch({
      gst_percentage: 12.5,
      seller_legal_name: ' Southern Cross Parts Pty Ltd ',
      seller_abn: '51 824 753 556',
      seller_address: '1 Church Street, Parramatta NSW 2150',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        gst_percentage: 12.5,
        seller_legal_name: 'Southern Cross Parts Pty Ltd',
        seller_abn: '51824753556',
        seller_address: '1 Church Street, Parramatta NSW 2150',
        updated_at: expect.any(String),
      },
    });
    expect(await settings()).toMatchObject({ gstBp: 1250, sellerAbn: '51824753556' });
    expect(changes.at(-1)).toBe('settings edited');
    expect((await patch({ gst_percentage: 0 })).status).toBe(200);
    expect((await patch({ gst_percentage: 100 })).status).toBe(200);
    expect((await settings()).gstBp).toBe(10000);
  });
});
