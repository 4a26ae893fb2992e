import { describe, expect, it, vi } from 'vitest';
import { loaderContext } from '../../tests/helpers/loader-context.ts';
import { API_SETTINGS, STORE_SETTINGS } from '../../tests/helpers/settings.ts';
import type { ApiBrand } from '../lib/api/types.ts';
import { toStoreSettings } from '../lib/catalogue/settings.ts';
import { listLoader } from './snapshot.ts';

vi.mock('astro:content', () => ({ defineCollection: (config: unknown) => config }));
const { brandSchema, siteSchema } = await import('../content.config.ts');

const brand = (id: number, title: string): ApiBrand => ({
  id,
  title,
  permalink: title.toLowerCase(),
  logo_image: '',
  cover_image: '',
});

/** Loads `items` as the brands list into the test store, keyed by permalink. */
const loadBrands = (ctx: ReturnType<typeof loaderContext>, items: ApiBrand[]) =>
  listLoader(
    'brands',
    async () => items,
    (b) => b.permalink,
  ).load(ctx.context);

describe('list loader', () => {
  it('stores every item under its key with its position in the API order, replacing the last load', async () => {
    const ctx = loaderContext(brandSchema);
    const load = (items: ApiBrand[]) => loadBrands(ctx, items);
    await load([brand(1, 'Old')]);
    await load([brand(3, 'Ryco'), brand(2, 'Bendix')]);
    expect([...ctx.entries.keys()]).toEqual(['ryco', 'bendix']);
    expect(ctx.entries.get('bendix')?.data).toEqual({ ...brand(2, 'Bendix'), position: 1 });
  });

  it('never clears the store: it sets every item and deletes only what the API no longer lists', async () => {
    // A clear or delete makes Astro rewrite the .astro modules that render processes share.
    const ctx = loaderContext(brandSchema);
    const { store } = ctx.context;
    const clear = vi.spyOn(store, 'clear');
    const remove = vi.spyOn(store, 'delete');
    const load = (items: ApiBrand[]) => loadBrands(ctx, items);
    await load([brand(1, 'Ryco'), brand(2, 'Bendix')]);
    await load([brand(2, 'Bendix'), brand(1, 'Ryco')]);
    expect(clear).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(ctx.entries.get('ryco')?.data.position).toBe(1);
    await load([brand(2, 'Bendix')]);
    expect(remove.mock.calls).toEqual([['ryco']]);
    expect([...ctx.entries.keys()]).toEqual(['bendix']);
  });

  it('stores the site settings in cents and basis points, checked by the schema', async () => {
    const ctx = loaderContext(siteSchema);
    const settings = toStoreSettings(API_SETTINGS);
    const social = {
      _facebook_link: '',
      _twitter_link: '',
      _instagram_link: '',
      _youtube_link: '',
      _linke_din: '',
    };
    await listLoader(
      'site',
      async () => [{ id: 'site', settings, social }],
      (s) => s.id,
    ).load(ctx.context);
    expect(ctx.entries.get('site')?.data.settings).toEqual(STORE_SETTINGS);
  });

  it('fails the build on an item the schema refuses', async () => {
    const ctx = loaderContext(brandSchema);
    const load = listLoader(
      'brands',
      async () => [{ id: 1, title: 'No permalink' }],
      () => 'x',
    );
    await expect(load.load(ctx.context)).rejects.toThrow();
  });
});
