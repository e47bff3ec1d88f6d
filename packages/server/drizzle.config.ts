import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts into ./drizzle and applied at
// start-up, the same SQL for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
