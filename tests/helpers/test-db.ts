/** A fresh copy of the seeded test database for one test file. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type OpenOptions, openDatabase } from '../../src/api/db/client.ts';
import { adminQuery } from './postgres.ts';

/** `options.logger`: told every statement the copy runs. */
export async function testDatabase(options: Pick<OpenOptions, 'logger'> = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `storefront_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), ...options });
    return {
      ...database,
      close: async () => {
        await database.close();
        // The pool has ended, so a plain drop works; FORCE only if a connection still lingers.
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`).catch(() =>
          adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return openDatabase({ loadDataDir: new Blob([dump]), ...options });
}
