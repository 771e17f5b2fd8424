import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Task = 'copy' | 'archive';

/**
 * The child's script: beside the bundle (`npm run build` writes dist/server/backup-child.js next to main.js),
 * or the source file beside this one, run through tsx (`npm run backup`, `npm run dev`, the tests).
 */
function childArguments(task: Task, from: string, to: string): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'backup-child.js');
  if (fs.existsSync(built)) return [built, task, from, to];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, path.join(here, 'backup-child.ts'), task, from, to];
}

/** How much lower than the server the child runs (nice(1)'s scale): it takes only the CPU customers leave. */
const NICENESS = '10';

/**
 * ADR 1001: one step of a PGlite backup in a short-lived process of low priority (backup-child.ts). Done in
 * the server's own process, the copy's threads, the tar's reads, gzip's threads and the check's unzipping
 * took the CPU that customers' requests needed for the seconds a season's backup takes, and added their
 * buffers to the server's memory. Rejects with the child's reason when the step fails.
 */
async function runApart(task: Task, from: string, to: string): Promise<void> {
  const node = [process.execPath, ...childArguments(task, from, to)];
  // nice(1) lowers every thread of the child from its start (os.setPriority lowers one thread only).
  const [command, ...args] = process.platform === 'win32' ? node : ['nice', '-n', NICENESS, ...node];
  await new Promise<void>((resolve, reject) => {
    execFile(command as string, args, { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`The backup's ${task} failed: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}

/** folder-copy.ts's copyFolder (the first pass, while the database still answers) in the child. */
export const copyFolderApart = (from: string, to: string) => runApart('copy', from, to);

/** The copy archived to `file` (gzip tar), flushed and read back whole, in the child. */
export const archiveFolderApart = (folder: string, file: string) => runApart('archive', folder, file);
