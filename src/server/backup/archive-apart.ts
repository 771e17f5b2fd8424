import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The child's script: beside the bundle (`npm run build` writes dist/server/archive-child.js next to main.js),
 * or the source file beside this one, run through tsx (`npm run backup`, `npm run dev`, the tests).
 */
function childArguments(folder: string, file: string): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'archive-child.js');
  if (fs.existsSync(built)) return [built, folder, file];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, path.join(here, 'archive-child.ts'), folder, file];
}

/** How much lower than the server the child runs (nice(1)'s scale): it takes only the CPU customers leave. */
const NICENESS = '10';

/**
 * ADR 1001: archives the copied PGlite folder to `file` and reads it back whole in a short-lived process of
 * low priority (archive-child.ts). Done in the server's own process, the tar's reads, gzip's threads and the
 * check's unzipping slowed customers' requests for the two seconds a season's backup takes (p99 147 ms) and
 * added their buffers to its memory. Rejects with the child's reason when the file is not whole.
 */
export async function archiveFolderApart(folder: string, file: string): Promise<void> {
  const node = [process.execPath, ...childArguments(folder, file)];
  // nice(1) lowers every thread of the child from its start (os.setPriority lowers one thread only).
  const [command, ...args] = process.platform === 'win32' ? node : ['nice', '-n', NICENESS, ...node];
  await new Promise<void>((resolve, reject) => {
    execFile(command as string, args, { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`The backup could not be archived: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}
