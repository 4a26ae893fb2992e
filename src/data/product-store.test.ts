import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiProduct, fakeApi, t } from '../../tests/helpers/product-export.ts';
import { buildProducts, productStoreFile, readProductStore, syncProductStore } from './product-store.ts';

const stamped = (ids: number[]) => ids.map((id) => apiProduct(id, t(id)));

function storeIn() {
  const cache = mkdtempSync(join(tmpdir(), 'product-store-'));
  return { cache, file: productStoreFile({ ASTRO_CACHE_DIR: cache }) };
}

describe('the build product store', () => {
  it('fetches everything in bulk the first time and keeps it in the cache folder', async () => {
    const { file } = storeIn();
    const { api, exports } = fakeApi(stamped([3, 1, 2]));
    const products = await syncProductStore(api, file, 'source-a');
    expect(products.map((p) => [p.id, p.sku, p.priceCents])).toEqual([
      [1, 'SKU-1', 12995],
      [2, 'SKU-2', 12995],
      [3, 'SKU-3', 12995],
    ]);
    expect(exports).toHaveLength(1);
    const stored = await readProductStore(file);
    expect([...stored.entries.keys()].sort()).toEqual(['1', '2', '3']);
    expect(stored.meta.get('decoder')).toBe('source-a');
  });

  it('asks only for what changed next time, and leaves the file alone when nothing did', async () => {
    const { file } = storeIn();
    await syncProductStore(fakeApi(stamped([1, 2, 3, 4, 5])).api, file, 'source-a');
    const written = statSync(file).mtimeMs;

    const unchanged = fakeApi(stamped([1, 2, 3, 4, 5]));
    expect(await syncProductStore(unchanged.api, file, 'source-a')).toHaveLength(5);
    expect(unchanged.exports).toHaveLength(0);
    expect(statSync(file).mtimeMs).toBe(written);

    const edited = [...stamped([1, 2, 3, 5]), apiProduct(4, t(40), { title: 'Renamed' })];
    const warm = fakeApi(edited.slice(1));
    const products = await syncProductStore(warm.api, file, 'source-a');
    expect(warm.exports).toHaveLength(1);
    expect(warm.exports[0]?.get('updated_since')).toBe(t(40));
    expect(products.map((p) => p.id)).toEqual([2, 3, 4, 5]);
    expect(products.find((p) => p.id === 4)?.title).toBe('Renamed');
  });

  it('copies the lines of unchanged products as they were, and keeps text with tabs and newlines intact', async () => {
    const { file } = storeIn();
    const awkward = 'Tab\there,\nnew line, "quotes" and \u00e9';
    await syncProductStore(
      fakeApi([...stamped([1, 3]), apiProduct(2, t(2), { title: awkward })]).api,
      file,
      'a',
    );
    const before = readFileSync(file, 'utf8').split('\n');
    const edited = [...stamped([1, 3]), apiProduct(2, t(20), { title: `${awkward}!` })];
    const products = await syncProductStore(fakeApi(edited).api, file, 'a');
    const after = readFileSync(file, 'utf8').split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line) => !before.includes(line))).toHaveLength(1);
    expect(products.map((p) => p.title)).toEqual(['P1', `${awkward}!`, 'P3']);
    const env = { PRODUCT_STORE: file, PRODUCTS_SYNCED: '1', BUILD_SOURCE: 'a' };
    expect((await buildProducts(fakeApi([]).api, env)).map((p) => p.title)).toEqual(
      products.map((p) => p.title),
    );
  });

  it('starts again from the API when the file is cut short or was written by other code', async () => {
    const { file } = storeIn();
    await syncProductStore(fakeApi(stamped([1, 2])).api, file, 'source-a');
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 40));
    const afterDamage = fakeApi(stamped([1, 2]));
    expect(await syncProductStore(afterDamage.api, file, 'source-a')).toHaveLength(2);
    expect(afterDamage.exports).toHaveLength(1);
    // Cut inside the last product's line.
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, -20));
    const cutLine = fakeApi(stamped([1, 2]));
    expect(await syncProductStore(cutLine.api, file, 'source-a')).toHaveLength(2);
    expect(cutLine.exports).toHaveLength(1);

    const otherSource = fakeApi(stamped([1, 2]));
    await syncProductStore(otherSource.api, file, 'source-b');
    expect(otherSource.exports).toHaveLength(1);
    expect((await readProductStore(file)).meta.get('decoder')).toBe('source-b');
  });

  it('only reads the store when the runner synced it, and refuses a store synced for another build', async () => {
    const { cache, file } = storeIn();
    await syncProductStore(fakeApi(stamped([1, 2])).api, file, 'source-a');
    const untouched = fakeApi(stamped([1, 2, 3]));
    const env = { ASTRO_CACHE_DIR: cache, PRODUCTS_SYNCED: '1', BUILD_SOURCE: 'source-a' };
    expect((await buildProducts(untouched.api, env)).map((p) => p.id)).toEqual([1, 2]);
    expect(untouched.exports).toHaveLength(0);
    await expect(buildProducts(untouched.api, { ...env, BUILD_SOURCE: 'source-b' })).rejects.toThrow(
      /synced for another build/,
    );
  });
});
