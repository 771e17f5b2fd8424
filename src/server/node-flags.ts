/**
 * The flags node runs the server with, wherever it runs: package.json's `start`, deploy's systemd unit, and
 * the tests' and benchmarks' server processes (node-flags.test.ts checks the first two).
 *
 * `--max-semi-space-size=4`: V8 lets the young generation's two halves grow to 16 MB each under load and
 * keeps them; at 4 MB the server stays under its 150 MB budget on PostgreSQL (docs/operations.md, 'Memory':
 * about 125 MB warm idle and 145 MB at bench:api's peak, against 145 and 160 MB), for more frequent, smaller
 * collections. It has to be a command-line flag: V8 sizes its heap before any code of ours runs.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
