// drizzle-kit settings: `npx drizzle-kit generate --config packages/api/drizzle.config.ts` writes a
// new SQL migration into packages/api/drizzle from src/db/schema.ts. The same files run on PGlite
// and on PostgreSQL (src/db/migrateDatabase.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/api/src/db/schema.ts',
  out: './packages/api/drizzle',
});
