import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { DEFAULT_TRACKING_LINKS } from '../../lib/orders/fulfilment.ts';
import { auditLog, generalSettings } from '../db/schema/index.ts';

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

  it('asks the anonymous to sign in to the back office', async () => {
    const before = await settings();
    for (const token of ['', 'guess']) {
      const res = await patch({ gst_percentage: 5 }, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please sign in to the back office.' });
    }
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
        delivery_charge_cents: expect.any(Number),
        free_delivery_threshold_cents: expect.any(Number),
        return_days: expect.any(Number),
        warranty_years: expect.any(Number),
        member_discount_percentage: expect.any(Number),
        newsletter_discount_percentage: expect.any(Number),
        restocking_fee_percentage: 0,
        seller_legal_name: 'Southern Cross Parts Pty Ltd',
        seller_abn: '51824753556',
        seller_address: '1 Church Street, Parramatta NSW 2150',
        review_request_days: expect.any(Number),
        email_logo_url: expect.any(String),
        email_brand_colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
        email_contact_email: expect.any(String),
        email_contact_phone: expect.any(String),
        tracking_links: DEFAULT_TRACKING_LINKS,
        social_links: expect.objectContaining({ facebook: expect.any(String) }),
        version: 2,
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

describe('GET /api/admin/settings', () => {
  it('gives every general setting with the tracking links', async () => {
    const row = await settings();
    const res = await adminCall(t, 'GET', '/settings', 'admin-test-token');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        gst_percentage: row.gstBp / 100,
        delivery_charge_cents: row.deliveryChargeCents,
        free_delivery_threshold_cents: row.freeDeliveryThresholdCents,
        return_days: row.returnDays,
        warranty_years: row.warrantyYears,
        member_discount_percentage: row.memberDiscountBp / 100,
        newsletter_discount_percentage: row.newsletterDiscountBp / 100,
        restocking_fee_percentage: row.restockingFeeBp / 100,
        seller_legal_name: row.sellerLegalName,
        seller_abn: row.sellerAbn,
        seller_address: row.sellerAddress,
        review_request_days: row.reviewRequestDays,
        email_logo_url: row.emailLogoUrl,
        email_brand_colour: row.emailBrandColour,
        email_contact_email: row.emailContactEmail,
        email_contact_phone: row.emailContactPhone,
        tracking_links: { ...DEFAULT_TRACKING_LINKS, ...row.trackingLinks },
        social_links: expect.objectContaining({ facebook: expect.any(String) }),
        version: row.version,
        updated_at: row.updatedAt.toISOString(),
      },
    });
  });
});

describe('PATCH /api/admin/settings tracking_links', () => {
  const LINK = 'A tracking link must be an https address containing {tracking}, or empty for none.';

  it.each([
    [
      'http, not https',
      { startrack: 'http://startrack.com.au/{tracking}' },
      'tracking_links.startrack',
      LINK,
    ],
    ['no {tracking}', { startrack: 'https://startrack.com.au/track' }, 'tracking_links.startrack', LINK],
    ['not a URL', { tnt: 'track {tracking}' }, 'tracking_links.tnt', LINK],
    ['a script', { tnt: 'javascript:alert(1)//{tracking}' }, 'tracking_links.tnt', LINK],
    ['a number', { tnt: 5 }, 'tracking_links.tnt', LINK],
    [
      'an unknown carrier',
      { pigeon: 'https://p.example/{tracking}' },
      'tracking_links',
      expect.stringContaining('only these carriers'),
    ],
    ['not an object', 'https://x.example/{tracking}', 'tracking_links', expect.any(String)],
  ])('refuses %s with 422 and changes nothing', async (_name, links, field, message) => {
    const before = await settings();
    const res = await patch({ seller_legal_name: 'Changed Pty Ltd', tracking_links: links });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toEqual(message);
    expect(await settings()).toEqual(before);
  });

  it('changes the carriers named, keeps the others, and records who changed what', async () => {
    const { token, member } = await staffSession(t, 'manager');
    const res = await patch(
      { tracking_links: { startrack: ' https://st.example.com/t/{tracking} ', other: '' } },
      token,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { tracking_links: Record<string, string> } };
    expect(body.data.tracking_links).toEqual({
      ...DEFAULT_TRACKING_LINKS,
      startrack: 'https://st.example.com/t/{tracking}',
      other: '',
    });
    expect((await settings()).trackingLinks.startrack).toBe('https://st.example.com/t/{tracking}');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.edit'), eq(auditLog.staffId, member.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actor: member.email,
      entity: 'settings',
      entityId: '1',
      before: { tracking_links: { ...DEFAULT_TRACKING_LINKS } },
      after: {
        tracking_links: { ...DEFAULT_TRACKING_LINKS, startrack: 'https://st.example.com/t/{tracking}' },
      },
    });
  });
});

describe('the rest of the general settings, with the version (issue 17)', () => {
  it('sets delivery, returns, discounts and social links in one change, and refuses a stale copy', async () => {
    const before = (await (
      await t.app.request('/api/admin/settings', { headers: { Authorization: 'Bearer admin-test-token' } })
    ).json()) as {
      data: { version: number };
    };
    const res = await patch({
      version: before.data.version,
      delivery_charge_cents: 1800,
      free_delivery_threshold_cents: 15_000,
      return_days: 60,
      warranty_years: 3,
      member_discount_percentage: 7.5,
      newsletter_discount_percentage: 10,
      social_links: { facebook: 'https://facebook.com/partsbay', youtube: '' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      delivery_charge_cents: 1800,
      free_delivery_threshold_cents: 15_000,
      return_days: 60,
      warranty_years: 3,
      member_discount_percentage: 7.5,
      newsletter_discount_percentage: 10,
      social_links: { facebook: 'https://facebook.com/partsbay', youtube: '' },
      version: before.data.version + 1,
    });
    const [row] = await t.database.db.select().from(generalSettings);
    expect(row).toMatchObject({ deliveryChargeCents: 1800, memberDiscountBp: 750, returnDays: 60 });

    const stale = await patch({ version: before.data.version, return_days: 14 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: { return_days: number } };
    expect(body.message).toMatch(/Someone else saved these settings|Someone else saved this settings/);
    expect(body.current.return_days).toBe(60);
    const [after] = await t.database.db.select().from(generalSettings);
    expect(after!.returnDays).toBe(60);
  });

  it('names the field of each bad value and changes nothing', async () => {
    for (const [body, field] of [
      [{ delivery_charge_cents: -1 }, 'delivery_charge_cents'],
      [{ delivery_charge_cents: 1.5 }, 'delivery_charge_cents'],
      [{ return_days: 400 }, 'return_days'],
      [{ member_discount_percentage: 101 }, 'member_discount_percentage'],
      [{ social_links: { facebook: 'javascript:alert(1)' } }, 'social_links.facebook'],
      [{ social_links: { myspace: 'https://myspace.com/x' } }, 'social_links.myspace'],
    ] as const) {
      const [before] = await t.database.db.select().from(generalSettings);
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toContain(field);
      const [after] = await t.database.db.select().from(generalSettings);
      expect(after).toEqual(before);
    }
  });
});
