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
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(join(tmpdir(), 'storefront-tests-'));
  process.env.TMPDIR = scratch;
  const teardown = await prepareDatabase(project);
  return async () => {
    await teardown();
    await rm(scratch, { recursive: true, force: true });
  };
}

async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
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
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const database = await openDatabase();
  await migrate(database);
  await seed(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
