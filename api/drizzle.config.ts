import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` reads only the schema; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
