/** PostgreSQL helpers for running the API tests against a real server (DATABASE_URL). */
import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Name of this run's seeded template database. */
export function templateName(): string {
  return `storefront_tpl_${process.pid}`;
}
