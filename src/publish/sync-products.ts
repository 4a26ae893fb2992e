/**
 * Run by the build runner before the render processes start (`node src/publish/sync-products.ts`):
 * brings the build's product store up to date with the API once, so the shards only read it.
 * Environment: CATALOGUE_API_URL, BUILD_SOURCE, PRODUCT_STORE (see src/data/product-store.ts).
 * Prints "Products: N" last.
 */
import { buildApi } from '../data/build-api.ts';
import { productStoreFile, syncProductStoreFile } from '../data/product-store.ts';

const products = await syncProductStoreFile(
  buildApi(),
  productStoreFile(),
  process.env.BUILD_SOURCE ?? '',
  (line) => console.log(line),
);
console.log(`Products: ${products}`);
