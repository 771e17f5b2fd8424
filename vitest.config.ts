import fs from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit and API tests, arranged for a 2-core machine (docs/decisions/0801-test-suites-per-driver.md):
 * - domain, web and contract tests, once;
 * - the server's database-free files, once;
 * - the server's database files (HTTP routes and use cases) on PostgreSQL, each file on its own copy of a
 *   migrated template database;
 * - the driver conformance files (queries, migrations, the job queue, limits, the live feed, sessions:
 *   whatever a driver can change) again on embedded PGlite, each file on a copy of a migrated dump.
 * Server files share their worker's imports (isolate: false) and so import Fastify, pg-boss and better-auth
 * once per worker; a file that mocks a module gets a fresh module graph of its own.
 */

/** On PGlite as well: the files whose behaviour rests on the driver (the ADR says why each). */
const CONFORMANCE = [
  'src/server/accounts/first-owner.test.ts',
  'src/server/accounts/password-reset.test.ts',
  'src/server/accounts/password-rule.test.ts',
  'src/server/accounts/server-processes.test.ts',
  'src/server/accounts/sign-in-throttle.test.ts',
  'src/server/accounts/sign-in.test.ts',
  'src/server/accounts/staff-session.test.ts',
  'src/server/accounts/two-factor.test.ts',
  'src/server/backup/backup-before-migrations.test.ts',
  'src/server/backup/backup-restore.test.ts',
  'src/server/backup/nightly-backup.test.ts',
  'src/server/db/fair-pglite.test.ts',
  'src/server/db/order-language-migration.test.ts',
  'src/server/donations/donations.test.ts',
  'src/server/drop-off-days/drop-off-settings.test.ts',
  'src/server/drop-off-days/waitlist.test.ts',
  'src/server/drop-off-days/full-today.test.ts',
  'src/server/drop-off-days/season-view.test.ts',
  'src/server/export/export.test.ts',
  'src/server/processor-log/state-record.test.ts',
  'src/server/http/database-errors.test.ts',
  'src/server/http/security.test.ts',
  'src/server/http/system-routes.test.ts',
  'src/server/limits/limiter.test.ts',
  'src/server/live/events.test.ts',
  'src/server/notifications/deliveries/claim-rules.test.ts',
  'src/server/notifications/drop-off-notifications.test.ts',
  'src/server/notifications/limits.test.ts',
  'src/server/notifications/notification-worker.test.ts',
  'src/server/notifications/order-notifications.test.ts',
  'src/server/notifications/pickup-reminders.test.ts',
  'src/server/notifications/queue.test.ts',
  'src/server/notifications/sending/send-and-record.test.ts',
  'src/server/orders/complete-order.test.ts',
  'src/server/orders/completion-limit.test.ts',
  'src/server/orders/customer-data.test.ts',
  'src/server/orders/drop-off-day.test.ts',
  'src/server/orders/phone-rule.test.ts',
  'src/server/orders/price-versions.test.ts',
  'src/server/prices/price-list-store.test.ts',
  'src/server/processor-log/processor-log.test.ts',
  'src/server/shop-orders/board.test.ts',
  'src/server/shop-orders/check-in.test.ts',
  'src/server/shop-orders/payments.test.ts',
  'src/server/shop-orders/pickup.test.ts',
  'src/server/shop-orders/ready-message.test.ts',
  'src/server/order-records/storage.test.ts',
  'src/server/yield/yield.test.ts',
];

function testFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .sort();
}

/** A server test file is a database file when it opens a test database (directly or through the test app). */
const serverFiles = testFilesUnder('src/server').map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
const usesDatabase = (source: string) => /from '(\.\.\/)+test\/test-(app|database)'/.test(source);
/** vi.mock replaces a module for one file: such a file needs a module graph of its own. */
const mocksModules = (source: string) => source.includes('vi.mock(');
const filesWhere = (keep: (source: string) => boolean) =>
  serverFiles.filter(({ source }) => keep(source)).map(({ file }) => file);

const databaseFree = filesWhere((source) => !usesDatabase(source));
const databaseShared = filesWhere((source) => usesDatabase(source) && !mocksModules(source));
const databaseMocking = filesWhere((source) => usesDatabase(source) && mocksModules(source));
const unknown = CONFORMANCE.filter((file) => !databaseShared.includes(file) && !databaseMocking.includes(file));
if (unknown.length > 0) throw new Error(`Conformance files that are not database test files: ${unknown.join(', ')}`);

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
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: i18nSetup },
      },
      {
        test: { name: 'server', include: databaseFree, environment: 'node', isolate: false, ...serverTimeouts },
      },
      {
        test: {
          name: 'server-postgres',
          include: databaseShared,
          environment: 'node',
          isolate: false,
          ...onPostgres,
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'server-postgres-mocks',
          include: databaseMocking,
          environment: 'node',
          ...onPostgres,
          ...serverTimeouts,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: CONFORMANCE,
          environment: 'node',
          isolate: false,
          ...onPglite,
          ...serverTimeouts,
        },
      },
    ],
  },
});
