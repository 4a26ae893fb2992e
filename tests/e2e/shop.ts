/**
 * The browser suite's shop: `npm start`'s script on the suite's own data folder, marked as test data
 * first so that its passwords may be hashed at a test cost (PASSWORD_HASH_COST; see
 * src/api/services/passwords.ts). The marker goes only into the folder this suite owns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TEST_DATA_MARKER } from '../../src/api/services/passwords.ts';

const dataDir = resolve(process.env.DATA_DIR ?? '');
if (!process.env.DATA_DIR || !dataDir.includes(`${join('.e2e', '')}`))
  throw new Error(`tests/e2e/shop.ts serves only the suite's own data folder (.e2e/...), not ${dataDir}.`);
mkdirSync(dataDir, { recursive: true });
writeFileSync(
  join(dataDir, TEST_DATA_MARKER),
  'Test data of the browser suite: passwords here are hashed at a test cost.\n',
);
await import('../../scripts/start.ts');
