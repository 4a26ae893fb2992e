import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from the schema in src/api/db/schema/ (one file per domain) with `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/api/db/schema/index.ts',
  out: './drizzle',
});
