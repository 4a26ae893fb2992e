/**
 * The freight settings in the back office (issue 49): the embedded defaults until the shop saves its
 * own, a save the quote follows at once, the version/409 discipline, the audit log, and a document
 * the engine could not quote with refused whole.
 */
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { FreightConfigSchema, type FreightSettings } from '../../lib/api/schemas/freight-config.ts';
import { DEFAULT_FREIGHT } from '../../lib/freight/config.ts';
import { auditLog, products } from '../db/schema/index.ts';

const t = setupTestApp();
let owner: string;
let editor: string;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  editor = (await staffSession(t, 'editor')).token;
});

const read = async () =>
  ((await (await adminCall(t, 'GET', '/freight', owner)).json()) as { data: FreightSettings }).data;

describe('/admin/freight', () => {
  it('holds the embedded defaults, which pass their own rules', async () => {
    expect(v.safeParse(FreightConfigSchema, DEFAULT_FREIGHT).success).toBe(true);
    expect(await read()).toEqual({ config: DEFAULT_FREIGHT, version: 0 });
    expect((await adminCall(t, 'GET', '/freight', editor)).status).toBe(403);
  });

  it('saves a whole document the quotes follow at once, audited, and refuses a stale copy with the current one', async () => {
    const { config, version } = await read();
    const cheaper = {
      ...config,
      services: config.services.map((s) =>
        s.id === 'startrack'
          ? { ...s, rates: { ...s.rates, NT: { bandCents: [1000, 1100, 1200, 1300], perKgCents: 50 } } }
          : s,
      ),
    };
    const saved = await adminCall(t, 'PUT', '/freight', owner, { config: cheaper, version });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: FreightSettings }).data.version).toBe(1);

    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1);
    await t.database.db
      .update(products)
      .set({
        isVirtual: false,
        weightGrams: 400,
        lengthMm: 100,
        widthMm: 100,
        heightMm: 100,
        dgUn: 'UN1950',
        dgClass: '2.1',
        dgLimitedQuantity: true,
      })
      .where(eq(products.id, product!.id));
    const quote = await t.app.request(`/api/freight/estimate?items=${product!.id}x1&post_code=0800`);
    const options = ((await quote.json()) as { options: { id: string; price_ex_cents: number }[] }).options;
    expect(options.find((o) => o.id === 'startrack')?.price_ex_cents).toBe(1000);

    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'freight.edit', entity: 'settings' });
    expect(Object.keys(entry!.after as object)).toEqual(['services']);

    const stale = await adminCall(t, 'PUT', '/freight', owner, { config, version });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: FreightSettings }).current.version).toBe(1);
  });

  it('refuses a document the engine could not quote with, and changes nothing', async () => {
    const { config, version } = await read();
    const broken = [
      { ...config, standardService: 'carrier_pigeon' },
      {
        ...config,
        postcodes: [
          ...config.postcodes,
          { from: 2000, to: 2001, state: 'NSW', zone: 'NSW_METRO', poBoxes: false },
        ],
      },
      {
        ...config,
        services: config.services.map((s) => ({ ...s, bandsGrams: [...s.bandsGrams].reverse() })),
      },
      { ...config, zones: config.zones.filter((z) => z.id !== 'NT') },
      { ...config, cutoff: '25:00' },
    ];
    for (const doc of broken) {
      const res = await adminCall(t, 'PUT', '/freight', owner, { config: doc, version });
      expect(res.status).toBe(422);
    }
    expect((await read()).version).toBe(version);
  });
});
