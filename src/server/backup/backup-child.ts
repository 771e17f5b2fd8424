/**
 * The process that backup-child-process.ts starts for the steps of a PGlite backup that need not run in the
 * server's own process (ADR 1001):
 *   backup-child copy FOLDER COPY     copies the data folder's files while the server still answers queries
 *   backup-child archive COPY FILE    archives the copy to FILE and reads it back whole
 * Exits 0 when done; otherwise prints why and exits 1.
 */
import { copyFolder } from './folder-copy';
import { archiveFolder, checkPgliteBackup } from './pglite-archive';

const TASKS: Record<string, (from: string, to: string) => Promise<void>> = {
  copy: copyFolder,
  archive: async (folder, file) => {
    await archiveFolder(folder, file);
    await checkPgliteBackup(file);
  },
};

const [task = '', from, to] = process.argv.slice(2);
try {
  const run = TASKS[task];
  if (!run || !from || !to) throw new Error('usage: backup-child copy|archive FROM TO');
  await run(from, to);
  process.exit(0);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
