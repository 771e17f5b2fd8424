import { defineConfig } from 'vitest/config';

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
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
