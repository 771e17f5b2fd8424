import { execFileSync } from 'node:child_process';

/**
 * vitest's global setup for files that start real server processes: bundles the server once per run, as
 * `npm run build` does (under a second), so that each process starts as a shop's does, with `node`,
 * rather than compiling the sources again under tsx for every start (server-process.ts).
 */
export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
