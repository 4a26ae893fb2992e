/**
 * npm run staff:create -- --email EMAIL --role owner [--name NAME]: adds a member of staff to the back
 * office (the shop's first owner, usually). The password comes from STAFF_PASSWORD, or is asked for
 * (twice, not shown) in a terminal; at least 12 characters.
 *
 * A running shop is used through its API (POST /api/admin/staff with the machine token:
 * SHOP_ADMIN_TOKEN, else the one the shop generated into DATA_DIR/admin-token): with the embedded
 * database (PGlite) the shop holding DATA_DIR's lock, at the address it recorded there; with
 * DATABASE_URL one answering on HOST:PORT. Otherwise straight in the configured database (DATA_DIR's
 * PGlite, created when missing and held locked meanwhile, or DATABASE_URL); refused while a shop
 * starts in DATA_DIR or another command uses it (lib/running-shop.ts). Either way the audit log
 * records it.
 * Exit codes: 0 created, 1 refused (email taken, weak password) or failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { DataDirLock } from '../src/api/db/data-dir-lock.ts';
import { readConfig } from '../src/config.ts';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../src/lib/account/staff-roles.ts';
import { machineToken, reachShop } from './lib/running-shop.ts';

const USAGE = `Usage: npm run staff:create -- --email EMAIL --role ${STAFF_ROLES.join('|')} [--name NAME]
The password is read from STAFF_PASSWORD, or asked for when run in a terminal.`;
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const Args = v.strictObject({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('--email is required.'),
    v.maxLength(254, 'The email is too long.'),
    v.email('--email is not an email address.'),
  ),
  role: v.picklist(STAFF_ROLES, `--role must be one of ${STAFF_ROLES.join(', ')}.`),
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('--name must not be empty.'),
      v.maxLength(100, 'The name must be at most 100 characters.'),
    ),
  ),
});

function readArgs(): v.InferOutput<typeof Args> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  const parsed = v.safeParse(Args, { email: values.email ?? '', role: values.role ?? '', name: values.name });
  if (!parsed.success) usage(parsed.issues[0].message);
  return parsed.output;
}

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (then: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      then();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(typed));
        // Ctrl-C, or Ctrl-D on an empty line.
        if (ch === '\u0003' || (ch === '\u0004' && !typed))
          return finish(() => reject(new Error('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    input.on('data', onData);
  });
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) refuse(`The password must be at least ${PASSWORD_MIN} characters.`);
  if (password.length > PASSWORD_MAX) refuse(`The password must be at most ${PASSWORD_MAX} characters.`);
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) {
    checkPassword(fromEnv);
    return fromEnv;
  }
  if (!process.stdin.isTTY) usage('No password: set STAFF_PASSWORD, or run this in a terminal to type it.');
  try {
    const first = await askHidden(`Password (at least ${PASSWORD_MIN} characters): `);
    checkPassword(first);
    const again = await askHidden('The same password again: ');
    if (again !== first) refuse('The passwords do not match.');
    return first;
  } catch (error) {
    refuse((error as Error).message);
  }
}

const args = readArgs();
const input = {
  email: args.email,
  name: args.name ?? args.email.split('@')[0]!,
  role: args.role as StaffRole,
  password: await readPassword(),
};
const config = readConfig();

function created(member: { email: string; name: string; role: string }, how: string): void {
  const role = ROLE_NAMES[member.role as StaffRole] ?? member.role;
  console.log(`Added ${member.name} <${member.email}> as ${role} (${how}).`);
  console.log(`They sign in at ${config.siteUrl}/admin/`);
}

/** Through the running shop's API at `origin`: it holds the database. */
async function throughShop(origin: string): Promise<number> {
  const token = await machineToken(config);
  if (!token) {
    console.error(
      `The shop at ${origin} is running but no admin token was found: set SHOP_ADMIN_TOKEN to the shop's, or DATA_DIR to its data folder.`,
    );
    return 1;
  }
  let res: Response;
  try {
    res = await fetch(`${origin}/api/admin/staff`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    console.error(`The shop at ${origin} did not answer: ${(error as Error).message}`);
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as {
    data?: { email: string; name: string; role: string };
    message?: string;
    errors?: Record<string, string>;
  };
  if (res.status === 201 && body.data) {
    created(body.data, `through the shop at ${origin}`);
    return 0;
  }
  if (res.status === 401 || res.status === 403) {
    console.error(
      `The shop at ${origin} did not accept the admin token: set SHOP_ADMIN_TOKEN to the one it uses.`,
    );
    return 1;
  }
  const details = Object.values(body.errors ?? {}).filter((m) => m !== body.message);
  console.error([body.message ?? `The shop answered ${res.status}.`, ...details].join('\n'));
  return 1;
}

/** Straight in the database, when no shop holds it (PGlite: this command holds `lock` meanwhile). */
async function inDatabase(lock: DataDirLock | null): Promise<number> {
  // Loaded only here: the database modules (PGlite's WebAssembly among them) take seconds to load,
  // and a wrong argument or a running shop should be answered without them.
  const [{ openDatabase, pgliteDir }, { migrate }, { addStaff }] = await Promise.all([
    import('../src/api/db/client.ts'),
    import('../src/api/db/migrate.ts'),
    import('../src/api/services/staff-admin.ts'),
  ]);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  try {
    await migrate(database);
    const result = await addStaff(database.db, null, input);
    if (result.status !== 201) {
      console.error('message' in result ? result.message : 'Not added.');
      return 1;
    }
    created(result.member, 'in the database');
    return 0;
  } catch (error) {
    console.error(`Adding the member of staff failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

const access = await reachShop(config, 'npm run staff:create');
process.exit(access.via === 'api' ? await throughShop(access.origin) : await inDatabase(access.lock));
