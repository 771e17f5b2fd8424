import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createPrivateFolder } from './private-files';

/** What the child runs: PGlite's own initdb on the folder, then a clean close. */
const CHILD_SCRIPT = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], JSON.parse(process.argv[3]))
  .then((pglite) => pglite.close())
  .then(() => process.exit(0), (error) => { console.error(String(error)); process.exit(1); });
`;

/** The same test PGlite makes before it runs initdb. */
export function isPgliteFolderCreated(folder: string): boolean {
  return fs.existsSync(path.join(folder, 'PG_VERSION'));
}

/**
 * Creates a new PGlite folder (initdb) in a short-lived child process, so that the server's own process
 * never holds initdb's memory. PGlite runs initdb in a second, throwaway PGlite instance beside a full copy
 * of its memory, so a fresh start peaks at about 750 MB, and the ~400 MB of garbage stays resident until V8
 * happens to collect it (seconds or never: 370 or 740 MB after the same fresh start). The child's peak is the
 * same, but it ends with the child, and the server then opens the folder as on any restart (about 270 MB).
 */
export async function createPgliteFolderApart(folder: string, options: object): Promise<void> {
  if (isPgliteFolderCreated(folder)) return;
  // PGlite would make it open to all; made here first, it stays the server's alone (private-files.ts).
  try {
    createPrivateFolder(folder);
  } catch (error) {
    throw new Error(`Creating the PGlite folder failed: ${(error as Error).message}`);
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', CHILD_SCRIPT, pgliteEntry, folder, JSON.stringify(options)],
      // No timeout: initdb takes seconds, minutes on a machine that is busy, and nothing may start before it.
      { maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`Creating the PGlite folder failed: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}
