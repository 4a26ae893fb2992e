/**
 * npm run trade:approve -- EMAIL: approves the trade account application of the member with EMAIL
 * (business name and valid ABN given at sign-up or on the profile), in the configured database
 * (DATA_DIR's embedded PGlite, or DATABASE_URL), until the back office has an approve button.
 * Exit codes: 0 approved, 1 refused (unknown email, no valid ABN) or failed, 2 wrong usage.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { migrate } from '../src/api/db/migrate.ts';
import { approveTrade } from '../src/api/services/trade.ts';
import { readConfig } from '../src/config.ts';
import { formatAbn } from '../src/lib/abn.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1 || !positionals[0]?.trim()) {
  console.error('Usage: npm run trade:approve -- EMAIL');
  process.exit(2);
}
const email = positionals[0];
const config = readConfig();

/** Whether a shop answers on the configured address (it would hold the embedded database open). */
async function shopIsRunning(): Promise<boolean> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  try {
    const res = await fetch(`http://${host}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

if (!config.databaseUrl) {
  const dir = pgliteDir(config.dataDir);
  if (!existsSync(dir)) {
    console.error(`No shop database in ${dir}: set DATA_DIR (or DATABASE_URL) to the shop's.`);
    process.exit(1);
  }
  // PGlite is one process's database: writing to it beside a running shop could corrupt it.
  if (await shopIsRunning()) {
    console.error(
      `The shop is running on port ${config.port} with the embedded database: stop it, approve, then start it again.`,
    );
    process.exit(1);
  }
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
);
let code = 0;
try {
  await migrate(database);
  const result = await approveTrade(database.db, email);
  if (result.ok) {
    const was = result.wasApproved ? ' (it already was)' : '';
    console.log(
      `Approved the trade account of ${result.email}${was}: ${result.businessName}, ABN ${formatAbn(result.abn)}.`,
    );
  } else {
    console.error(result.reason);
    code = 1;
  }
} catch (error) {
  console.error(`Approving failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
