/**
 * The process that archiveFolderApart (archive-apart.ts) starts: `archive-child FOLDER FILE` archives the
 * copied PGlite folder to FILE and reads it back whole. Exits 0 when the file is whole; otherwise prints why
 * and exits 1.
 */
import { archiveFolder, checkPgliteBackup } from './pglite-archive';

const [folder, file] = process.argv.slice(2);
try {
  if (!folder || !file) throw new Error('usage: archive-child FOLDER FILE');
  await archiveFolder(folder, file);
  await checkPgliteBackup(file);
  process.exit(0);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
