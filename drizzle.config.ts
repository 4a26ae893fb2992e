import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from src/api/db/schema.ts with `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/api/db/schema.ts',
  out: './drizzle',
});
