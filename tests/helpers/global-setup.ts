/**
 * Prepares one migrated and seeded database for the whole run; each test file then gets its own
 * copy (a PGlite data-dir dump, or a PostgreSQL database made from a template when DATABASE_URL is set).
 * The run's temporary folders go in one of its own (TMPDIR, which the test files' processes inherit),
 * removed at the end: tests make upload, storage and outbox folders by the hundred.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/api/db/client.ts';
import { migrate } from '../../src/api/db/migrate.ts';
import { seed } from '../../src/api/seed/seed.ts';
import { adminQuery, templateName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The migrated database before the seed (a PGlite dump), for tests of tools that start from one. */
    pgliteMigratedDump: string;
    pgTemplate: string;
  }
}

/** What the run prepared: each project (vitest.config.ts) runs this setup, and the first one prepares. */
interface Prepared {
  provided: { pgliteDump: string; pgliteMigratedDump: string; pgTemplate: string };
  teardown: () => Promise<void>;
}
let prepared: Promise<Prepared> | null = null;
let projects = 0;

export default async function setup(project: TestProject) {
  projects++;
  prepared ??= prepare();
  const { provided, teardown } = await prepared;
  project.provide('pgliteDump', provided.pgliteDump);
  project.provide('pgliteMigratedDump', provided.pgliteMigratedDump);
  project.provide('pgTemplate', provided.pgTemplate);
  return async () => {
    if (--projects === 0) await teardown();
  };
}

async function prepare(): Promise<Prepared> {
  const scratch = await mkdtemp(join(tmpdir(), 'storefront-tests-'));
  process.env.TMPDIR = scratch;
  const database = await prepareDatabase();
  return {
    provided: database.provided,
    teardown: async () => {
      await database.teardown();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

async function prepareDatabase(): Promise<Prepared> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ url: target.toString() });
    await migrate(database);
    await seed(database.db);
    await database.close();
    return {
      provided: { pgliteDump: '', pgliteMigratedDump: '', pgTemplate: template },
      teardown: async () => {
        await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const database = await openDatabase();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dumpTo = async (name: string) => {
    const file = join(dir, name);
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migrate(database);
  const migrated = await dumpTo('migrated.tar');
  await seed(database.db);
  const file = await dumpTo('seeded.tar');
  await database.close();
  return {
    provided: { pgliteDump: file, pgliteMigratedDump: migrated, pgTemplate: '' },
    teardown: async () => {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
