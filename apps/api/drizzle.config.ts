/** drizzle-kit reads every table from the schema index, so one area's tables are never dropped by another's run. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
