import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <what>` after a change to the schema writes the next
// versioned migration; the server applies pending ones on start (src/server/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
