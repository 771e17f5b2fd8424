import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; they are committed and run at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/notification-schema.ts',
    './src/server/db/auth-schema.ts',
    './src/server/db/shop-schema.ts',
    './src/server/db/price-schema.ts',
    './src/server/db/limit-schema.ts',
  ],
  out: './src/server/db/migrations',
});
