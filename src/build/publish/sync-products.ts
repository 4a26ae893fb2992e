/**
 * Run by the build before Astro and the page generator start (`node src/build/publish/sync-products.ts`):
 * brings the build's product store up to date with the API once, so they only read it.
 * Environment: CATALOGUE_API_URL, BUILD_SOURCE, PRODUCT_STORE (see src/data/product-store.ts).
 * Prints "Products: N" last.
 */
import { buildApi } from '../../data/build-api.ts';
import { productStoreFile, syncProductStoreFile } from '../../data/product-store.ts';

const products = await syncProductStoreFile(
  buildApi(),
  productStoreFile(),
  process.env.BUILD_SOURCE ?? '',
  (line) => console.log(line),
);
console.log(`Products: ${products}`);
