import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from src/server/db/schema.ts with `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
