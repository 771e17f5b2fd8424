import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit and API tests, arranged for a 2-core machine (docs/decisions/0801-test-suites-per-driver.md): domain,
 * web and contract tests once; the server's files by the databases their names give (below). Server and web files
 * share their worker's imports (isolate: false) and so import Fastify, pg-boss and better-auth, or React and
 * jsdom, once per worker.
 */

/**
 * A server test file says in its name which databases it runs on (ADR 0801, 'Which driver guards what'):
 * - `x.test.ts`: no database, once (`server`);
 * - `x.pg.test.ts`: on PostgreSQL, each file on its own copy of a migrated template database;
 * - `x.db.test.ts`: on PostgreSQL and again on embedded PGlite, for what a driver can change (queries,
 *   migrations, the job queue, limits, the live feed, sessions), each file on a copy of a migrated dump;
 * - `x.pglite.test.ts`: on PGlite alone (the PGlite driver's own machinery);
 * - `.isolated.` before those: a file that mocks a module (vi.mock) gets a module graph of its own.
 * A plain `x.test.ts` that opens a test database fails at once, naming these (src/server/test/test-database.ts).
 */
const SERVER = 'src/server/**/';
const ON_POSTGRES = [`${SERVER}*.pg.test.ts`, `${SERVER}*.db.test.ts`];
const ON_PGLITE = [`${SERVER}*.db.test.ts`, `${SERVER}*.pglite.test.ts`];
const ISOLATED = `${SERVER}*.isolated.*.test.ts`;

/** The web's texts go through Lingui's macros (ADR 0603), as in vite.config.ts; English is active from the start. */
const linguiPlugins = () => [
  react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
  lingui(),
];
const i18nSetup = ['src/web/i18n/language.ts', 'src/web/testing/setup.ts'];

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
const onPostgres = {
  globalSetup: ['src/server/test/postgres-template-setup.ts'],
  env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
};
const onPglite = { globalSetup: ['src/server/test/pglite-template-setup.ts'], env: { TEST_DB: 'pglite' } };

export default defineConfig({
  test: {
    // Two cores, three workers: a file waiting on a server process, a retry or a password hash leaves its core
    // to another (181 s against 211 s with two; ADR 0801).
    maxWorkers: 3,
    // Once per run: the server files that start real server processes start the built one.
    globalSetup: ['src/server/test/build-server-setup.ts'],
    projects: [
      { test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node', isolate: false } },
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
          // One jsdom and one import of React, Radix and Lingui per worker rather than per file (13 s against
          // 31 s for this project alone); the setup puts back the module state a file leaves behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: [`${SERVER}*.test.ts`],
          exclude: [...ON_POSTGRES, ...ON_PGLITE],
          environment: 'node',
          isolate: false,
          // No database here: a file that opens one is named for the databases it runs on (above).
          env: { TEST_DB: 'none' },
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ON_POSTGRES,
          exclude: [ISOLATED],
          environment: 'node',
          isolate: false,
          ...onPostgres,
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'server-postgres-isolated',
          include: [ISOLATED],
          environment: 'node',
          ...onPostgres,
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ON_PGLITE,
          environment: 'node',
          isolate: false,
          ...onPglite,
          ...serverTimeouts,
        },
      },
    ],
  },
});
