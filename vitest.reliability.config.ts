import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files in the order of their usual time, longest first, whatever a fresh clone's order (vitest's own
 * sequencer knows a file's time only from an earlier run, and otherwise starts the largest files first): the
 * SIGKILL file spends about 95 s waiting for a dead worker's job to expire, and started last it alone would add
 * that to the suite (193 s against 167 s; ADR 0801, 'CI within its budget'). A file not listed runs after these.
 * `npm test` runs the SIGKILL file beside the browser tests and the others after them (scripts/test-all.sh).
 */
const LONGEST_WAITS = [
  'notifications-after-sigkill.test.ts',
  'silent-provider.test.ts',
  'notifications-exactly-once.test.ts',
  'database-loss.test.ts',
  'drop-off-race.test.ts',
  'memory-fresh-start.test.ts',
  'shutdown-keep-alive.test.ts',
  'waitlist-race.test.ts',
  'fuzz.test.ts',
  'slowloris.test.ts',
];

class LongestWaitsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_WAITS.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_WAITS.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * `npm run test:reliability` (docs/operations.md): the server under a bad day's conditions (the database cut under
 * traffic, SIGTERM and SIGKILL mid-send, floods, fuzzing, slowloris, two processes on one database). These
 * tests start the built server as real processes (bundled once by the global setup) and a real PostgreSQL.
 * The files are independent (each its own data folder, database and ports), so three run at once (most of
 * their time is waiting: for a stale claim, a restart, a retry; 141 s against 154 s with two, ADR 0801); they
 * assert outcomes, never timings, and print their figures.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    globalSetup: ['src/server/test/build-server-setup.ts'],
    maxWorkers: 3,
    sequence: { sequencer: LongestWaitsFirst },
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
