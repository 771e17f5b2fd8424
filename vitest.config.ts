import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three kinds of tests: pure domain and web unit tests, and the server's HTTP tests, which run twice,
 * once on embedded PGlite and once on real PostgreSQL (TEST_DATABASE_URL).
 */
/** The web's texts go through Lingui's macros (ADR 0603), as in vite.config.ts; English is active from the start. */
const linguiPlugins = () => [
  react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
  lingui(),
];
const i18nSetup = ['src/web/i18n/language.ts'];

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' } },
      // Contracts that span the layers: e.g. the review and the confirmations render one receipt.
      {
        plugins: linguiPlugins(),
        test: {
          name: 'contracts',
          include: ['tests/contracts/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: i18nSetup,
        },
      },
      {
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: i18nSetup,
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
