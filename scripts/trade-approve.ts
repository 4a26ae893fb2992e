/**
 * npm run trade:approve -- EMAIL: approves the trade account application of the member with EMAIL
 * (business name and valid ABN given at sign-up or on the profile), as the back office's approve
 * button does. Like staff:create: a running shop (the one holding DATA_DIR's lock, or with
 * DATABASE_URL one on HOST:PORT; lib/running-shop.ts) approves it through its API (the customer
 * found by email, then POST /api/admin/customers/{id}/trade with the machine token); otherwise
 * straight in the configured database (DATA_DIR's PGlite, held locked meanwhile, or DATABASE_URL).
 * Exit codes: 0 approved, 1 refused (unknown email, no valid ABN) or failed, 2 wrong usage.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import type { DataDirLock } from '../src/api/db/data-dir-lock.ts';
import { migrate } from '../src/api/db/migrate.ts';
import { approveTrade } from '../src/api/services/trade.ts';
import { readConfig } from '../src/config.ts';
import { formatAbn } from '../src/lib/account/abn.ts';
import { machineToken, reachShop } from './lib/running-shop.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1 || !positionals[0]?.trim()) {
  console.error('Usage: npm run trade:approve -- EMAIL');
  process.exit(2);
}
const email = positionals[0].trim();
const config = readConfig();

function approved(
  a: { email: string; businessName: string; abn: string; wasApproved: boolean },
  how: string,
) {
  const was = a.wasApproved ? ' (it already was)' : '';
  console.log(
    `Approved the trade account of ${a.email}${was}: ${a.businessName}, ABN ${formatAbn(a.abn)} (${how}).`,
  );
}

interface Customer {
  id: number;
  email: string;
  trade: { status: string; business_name: string; abn: string };
}

/** Through the running shop's API at `origin`: it holds the database and sends the approval email. */
async function throughShop(origin: string): Promise<number> {
  const token = await machineToken(config);
  if (!token) {
    console.error(
      `The shop at ${origin} is running but no admin token was found: set SHOP_ADMIN_TOKEN to the shop's, or DATA_DIR to its data folder.`,
    );
    return 1;
  }
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${origin}/api/admin${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string } & Record<string, unknown>;
    if (res.status === 401 || res.status === 403)
      throw new Error(
        `The shop at ${origin} did not accept the admin token: set SHOP_ADMIN_TOKEN to the one it uses.`,
      );
    return { status: res.status, body };
  };
  try {
    // The search matches within names and emails: the account is the one whose email it is.
    let id: number | undefined;
    for (let page = 1; id === undefined; page++) {
      const query = new URLSearchParams({ q: email.slice(0, 200), page: String(page), per_page: '100' });
      const { body } = await call(`/customers?${query}`);
      const found = (body.data ?? []) as { id: number; email: string }[];
      id = found.find((c) => c.email.toLowerCase() === email.toLowerCase())?.id;
      if (found.length < 100) break;
    }
    if (id === undefined) {
      console.error(`No account has the email ${email}.`);
      return 1;
    }
    const before = (await call(`/customers/${id}`)).body.data as Customer;
    const result = await call(`/customers/${id}/trade`, {
      method: 'POST',
      body: JSON.stringify({ decision: 'approve' }),
    });
    if (result.status !== 200) {
      console.error(result.body.message ?? `The shop answered ${result.status}.`);
      return 1;
    }
    const after = result.body.data as Customer;
    approved(
      {
        email: after.email,
        businessName: after.trade.business_name,
        abn: after.trade.abn,
        wasApproved: before.trade.status === 'approved',
      },
      `through the shop at ${origin}`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

/** Straight in the database, when no shop holds it (PGlite: this command holds `lock` meanwhile). */
async function inDatabase(lock: DataDirLock | null): Promise<number> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  try {
    await migrate(database);
    const result = await approveTrade(database.db, email);
    if (!result.ok) {
      console.error(result.reason);
      return 1;
    }
    approved(result, 'in the database');
    return 0;
  } catch (error) {
    console.error(`Approving failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

if (!config.databaseUrl && !existsSync(pgliteDir(config.dataDir))) {
  console.error(
    `No shop database in ${pgliteDir(config.dataDir)}: set DATA_DIR (or DATABASE_URL) to the shop's.`,
  );
  process.exit(1);
}
const access = await reachShop(config, 'npm run trade:approve');
process.exit(access.via === 'api' ? await throughShop(access.origin) : await inDatabase(access.lock));
