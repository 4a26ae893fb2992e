/**
 * npm run staff:create, run as the shop runs it (PGlite in DATA_DIR): straight in the database when
 * no shop holds DATA_DIR's lock, and through the running shop's API (which holds the database) when
 * one does, found from the lock whatever PORT says, with the machine token the shop generated into
 * DATA_DIR/admin-token.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { holdDataDir } from '../src/api/db/data-dir-lock.ts';
import { auditLog, staff } from '../src/api/db/schema/index.ts';
import { verifyPassword } from '../src/api/services/passwords.ts';
import { freePort, type Run, runScript, shopEnv, startApiProcess } from '../tests/helpers/cli.ts';
import { migratedDataDir } from '../tests/helpers/migrated-data-dir.ts';

const root = resolve(import.meta.dirname, '..');
const script = join(root, 'scripts', 'staff-create.ts');
const PASSWORD = 'Correct-horse-42';
const dataDir = mkdtempSync(join(tmpdir(), 'staff-create-'));
const firstRunDir = mkdtempSync(join(tmpdir(), 'staff-create-first-'));
let freePortNumber = 0;

async function staffCreate(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runScript(script, args, {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(freePortNumber),
    SITE_URL: 'http://shop.test',
    SHOP_ADMIN_TOKEN: '',
    STAFF_PASSWORD: PASSWORD,
    ...env,
  });
}

/** PGlite is one process's database: the test opens it only while neither script nor shop runs. */
async function withDb<T>(
  dir: string,
  task: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ dataDir: pgliteDir(dir) });
  try {
    return await task(database.db);
  } finally {
    await database.close();
  }
}

const member = (dir: string, email: string) =>
  withDb(dir, async (db) => {
    const [row] = await db.select().from(staff).where(eq(staff.email, email));
    const audit = row
      ? await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(row.id)))
      : [];
    return { row, audit };
  });

beforeAll(async () => {
  freePortNumber = await freePort();
  const database = await migratedDataDir(dataDir);
  await database.close();
}, 60_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(firstRunDir, { recursive: true, force: true });
});

describe('npm run staff:create with no shop running', { timeout: 120_000 }, () => {
  it('adds the first owner before the shop ever started, in a new database, with an audit record', async () => {
    const result = await staffCreate(
      ['--email', 'Owner@Example.com', '--role', 'owner', '--name', 'Olive Owner'],
      {
        DATA_DIR: firstRunDir,
      },
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      'Added Olive Owner <Owner@Example.com> as Owner (in the database).\nThey sign in at http://shop.test/admin/\n',
    );
    const { row, audit } = await member(firstRunDir, 'Owner@Example.com');
    expect(row).toMatchObject({ name: 'Olive Owner', role: 'owner', disabledAt: null });
    expect(await verifyPassword(PASSWORD, row!.passwordHash)).toBe(true);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'staff.create', entity: 'staff', actor: 'SHOP_ADMIN_TOKEN' }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('names the member after their email unless --name is given', async () => {
    expect((await staffCreate(['--email', 'pat.support@example.com', '--role', 'support'])).code).toBe(0);
    expect((await member(dataDir, 'pat.support@example.com')).row).toMatchObject({
      name: 'pat.support',
      role: 'support',
    });
  });

  it('refuses a taken email (any case) and a short password with exit 1, adding nobody', async () => {
    const taken = await staffCreate(['--email', 'PAT.SUPPORT@example.com', '--role', 'owner']);
    expect(taken).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'A member of staff already has this email.\n',
    });
    const weak = await staffCreate(['--email', 'weak@example.com', '--role', 'owner'], {
      STAFF_PASSWORD: 'short-pass1',
    });
    expect(weak).toMatchObject({ code: 1, stderr: 'The password must be at least 12 characters.\n' });
    expect((await member(dataDir, 'weak@example.com')).row).toBeUndefined();
  });

  it('shows its usage for missing or wrong arguments, or no password outside a terminal (exit 2)', async () => {
    const cases: [string[], Record<string, string>, string][] = [
      [[], {}, '--email is required.'],
      [['--email', 'a@example.com'], {}, '--role must be one of owner, manager, support, editor.'],
      [['--email', 'a@example.com', '--role', 'admin'], {}, '--role must be one of'],
      [['--email', 'not-an-email', '--role', 'owner'], {}, '--email is not an email address.'],
      [['--email', 'a@example.com', '--role', 'owner', '--colour', 'red'], {}, "Unknown option '--colour'"],
      [['a@example.com'], {}, 'Unexpected argument'],
      [
        ['--email', 'a@example.com', '--role', 'owner'],
        { STAFF_PASSWORD: '' },
        'No password: set STAFF_PASSWORD',
      ],
    ];
    // Side by side: none of them reaches the database, and one after another they took minutes on a busy machine.
    const results = await Promise.all(cases.map(([args, env]) => staffCreate(args, env)));
    for (const [index, [args, , message]] of cases.entries()) {
      const result = results[index]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain(
        'Usage: npm run staff:create -- --email EMAIL --role owner|manager|support|editor',
      );
    }
    expect((await member(dataDir, 'a@example.com')).row).toBeUndefined();
  });
});

describe('npm run staff:create when the lock names a shop that does not answer as one', {
  timeout: 120_000,
}, () => {
  it('leaves the embedded database alone and exits 1', async () => {
    const other = createHttpServer((_req, res) => res.writeHead(404).end('not a shop'));
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const hold = await holdDataDir(dataDir, 'shop');
    if (!('held' in hold)) throw new Error('DATA_DIR is held');
    try {
      const { port } = other.address() as { port: number };
      await hold.held.serving(`http://127.0.0.1:${port}/api`);
      const result = await staffCreate(['--email', 'busy@example.com', '--role', 'owner']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `holds its database but does not answer at http://127.0.0.1:${port}: try again in a moment.`,
      );
    } finally {
      hold.held.release();
      await new Promise((done) => other.close(done));
    }
    expect((await member(dataDir, 'busy@example.com')).row).toBeUndefined();
  });
});

describe('npm run staff:create beside the running shop', { timeout: 120_000 }, () => {
  let shop: ChildProcess | null = null;
  let port = '';

  beforeAll(async () => {
    // The shop as `npm start` configures it, without SHOP_ADMIN_TOKEN: it generates one in DATA_DIR.
    ({ child: shop, port } = await startApiProcess(shopEnv(dataDir)));
  }, 60_000);

  afterAll(async () => {
    if (!shop || shop.exitCode !== null) return;
    const exited = new Promise((done) => shop!.once('exit', done));
    shop.kill('SIGTERM');
    await exited;
  });

  const token = () => readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
  const admin = async (path: string) =>
    (await fetch(`http://127.0.0.1:${port}/api/admin${path}`, {
      headers: { Authorization: `Bearer ${token()}` },
    }).then((r) => r.json())) as {
      data: { email: string; role: string; action?: string; entity_id?: string }[];
    };

  it('adds the member through the API with the token the shop generated, while the shop keeps the database', async () => {
    expect(existsSync(join(dataDir, 'admin-token'))).toBe(true);
    const result = await staffCreate([
      '--email',
      'mia.manager@example.com',
      '--role',
      'manager',
      '--name',
      'Mia',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      `Added Mia <mia.manager@example.com> as Manager (through the shop at http://127.0.0.1:${port}).`,
    );
    const list = await admin('/staff');
    expect(list.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'mia.manager@example.com', role: 'manager' }),
      ]),
    );
    const audit = await admin('/audit?entity=staff');
    expect(audit.data[0]).toMatchObject({ action: 'staff.create', actor: 'SHOP_ADMIN_TOKEN' });
  });

  it("refuses a taken email, a weak password and a token that is not the shop's, with exit 1", async () => {
    const taken = await staffCreate(['--email', 'Mia.Manager@example.com', '--role', 'owner'], {
      PORT: port,
    });
    expect(taken).toMatchObject({ code: 1, stderr: 'A member of staff already has this email.\n' });
    const weak = await staffCreate(['--email', 'w@example.com', '--role', 'owner'], {
      STAFF_PASSWORD: 'too-short',
    });
    expect(weak).toMatchObject({ code: 1, stderr: 'The password must be at least 12 characters.\n' });
    const wrong = await staffCreate(['--email', 'x@example.com', '--role', 'owner'], {
      SHOP_ADMIN_TOKEN: 'not-the-token',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('did not accept the admin token');
    const emails = (await admin('/staff')).data.map((s) => s.email);
    expect(emails).not.toContain('w@example.com');
    expect(emails).not.toContain('x@example.com');
  });

  it('the SHOP_ADMIN_TOKEN it is given wins over the file', async () => {
    const shopToken = token();
    writeFileSync(join(dataDir, 'admin-token'), 'not-the-token\n');
    try {
      const result = await staffCreate(['--email', 'eve.editor@example.com', '--role', 'editor'], {
        SHOP_ADMIN_TOKEN: shopToken,
      });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain(`(through the shop at http://127.0.0.1:${port}).`);
    } finally {
      writeFileSync(join(dataDir, 'admin-token'), `${shopToken}\n`);
    }
  });
});
