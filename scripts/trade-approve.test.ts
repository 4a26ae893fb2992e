/** npm run trade:approve -- EMAIL, run as the shop runs it: against a PGlite database in DATA_DIR. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { userMeta, users } from '../src/api/db/schema/index.ts';
import { tradeStatus } from '../src/api/services/trade.ts';
import { freePort, runScript } from '../tests/helpers/cli.ts';
import { migratedDataDir } from '../tests/helpers/migrated-data-dir.ts';

const script = resolve(import.meta.dirname, 'trade-approve.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'trade-approve-'));
let port = 0;
let applicantId = 0;

/** Runs the script; PGlite is one process's database, so the test holds it open only between runs. */
async function approve(...args: string[]) {
  return runScript(script, args, {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
}

async function withDb<T>(task: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    return await task(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  port = await freePort();
  const database = await migratedDataDir(dataDir);
  const [applicant, plain] = await database.db
    .insert(users)
    .values([
      { name: 'Applicant', email: 'Applicant@Example.com', passwordHash: 'x' },
      { name: 'Plain', email: 'plain@example.com', passwordHash: 'x' },
    ])
    .returning();
  applicantId = applicant!.id;
  await database.db.insert(userMeta).values([
    { userId: applicant!.id, option: '_b_name', value: 'Applicant Motors' },
    { userId: applicant!.id, option: '_b_number', value: '51824753556' },
    { userId: applicant!.id, option: '_trade_status', value: 'pending' },
    { userId: plain!.id, option: '_b_number', value: '123' },
  ]);
  await database.close();
}, 60_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run trade:approve', { timeout: 120_000 }, () => {
  it('approves the account with that email (any case), says so and exits 0', async () => {
    const result = await approve('applicant@example.com');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      'Approved the trade account of Applicant@Example.com: Applicant Motors, ABN 51 824 753 556 (in the database).',
    );
    expect(await withDb((db) => tradeStatus(db, applicantId))).toBe('approved');
  });

  it('refuses an unknown email or an account without a valid ABN with a message and exit 1', async () => {
    const unknown = await approve('nobody@example.com');
    expect(unknown).toMatchObject({ code: 1, stderr: 'No account has the email nobody@example.com.\n' });
    const plain = await approve('plain@example.com');
    expect(plain).toMatchObject({
      code: 1,
      stderr: 'The account plain@example.com has no valid ABN to approve.\n',
    });
  });

  it('shows its usage without an email (exit 2)', async () => {
    expect(await approve()).toMatchObject({ code: 2, stderr: 'Usage: npm run trade:approve -- EMAIL\n' });
  });
});
