// drizzle-kit generates the SQL migrations from the schema: `npx drizzle-kit generate --config server/drizzle.config.ts`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
