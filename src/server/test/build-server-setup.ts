import { execFileSync } from 'node:child_process';

/**
 * vitest's global setup for files that start real server processes: bundles the server once per run, as
 * `npm run build` does (under a second), so that each process starts as a shop's does, with `node`,
 * rather than compiling the sources again under tsx for every start (server-process.ts). Not again when
 * `npm test` built it in its first round (TESTS_SKIP_BUILD=1): a second run could rewrite the bundle while
 * another stage's server reads it.
 */
export default function setup(): void {
  if (process.env.TESTS_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
