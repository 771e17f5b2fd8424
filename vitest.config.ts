import { defineConfig } from 'vitest/config';

/**
 * Three kinds of tests: pure domain and web unit tests, and the server's HTTP tests, which run twice,
 * once on embedded PGlite and once on real PostgreSQL (TEST_DATABASE_URL).
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' } },
      // Contracts that span the layers: e.g. the review and the confirmations render one receipt.
      { test: { name: 'contracts', include: ['tests/contracts/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // initdb and the migrations once, not once per file: each file's database starts from their dump.
          globalSetup: ['src/server/test/pglite-template-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
