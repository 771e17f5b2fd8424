import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (issue #13): the server under a bad day's conditions (the database cut under
 * traffic, SIGTERM and SIGKILL mid-send, floods, fuzzing, slowloris, two processes on one database). These
 * tests start real server processes and a real PostgreSQL; one file at a time, so that their timings and
 * the machine's two cores are not shared with another heavy file.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
