import { defineConfig } from 'drizzle-kit';

// scripts/db-check.mjs points these at a scratch copy of the migrations (and, in its test, at a
// schema that differs) to ask whether `generate` would write anything.
export default defineConfig({
  dialect: 'postgresql',
  schema: process.env.DRIZZLE_SCHEMA ?? './server/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './server/db/migrations',
});
