import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS, PGLITE_SUBFOLDER } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { archiveFolderApart, copyFolderApart } from './backup-child-process';
import { folderCopyOf } from './backup-files';
import { recopyChangedSince } from './folder-copy';
import { CHUNK, checkPgliteBackup, writeGzipped } from './pglite-archive';

const gunzip = (data: Buffer) => promisify(zlib.gunzip)(data, CHUNK);

/**
 * The folder of a PGlite kept on disk (NodeFS), or null for one in memory (the tests' databases), which only
 * PGlite's own dump can copy.
 */
function folderOnDisk(pglite: PGlite): string | null {
  const folder = pglite.dataDir;
  if (!folder || folder.includes('://')) return null;
  return fs.existsSync(path.join(folder, 'PG_VERSION')) ? folder : null;
}

/**
 * Copies the data folder's files to `to` (a new folder on the same disk) and answers how long PGlite answered
 * no query for it: the files are copied while it still answers (by a child of low priority,
 * backup-child-process.ts), then, while it answers none, the files written since are copied again
 * (folder-copy.ts). What is left is the same crash-consistent picture of that pause as PGlite's own
 * dumpDataDir, which reads every file inside it.
 */
export async function copyPgliteFolder(pglite: PGlite, to: string): Promise<{ heldMs: number }> {
  const folder = folderOnDisk(pglite);
  if (!folder) throw new Error('This PGlite keeps no folder on disk.');
  const since = Date.now();
  await copyFolderApart(folder, to);
  return pglite.runExclusive(async () => {
    const held = performance.now();
    recopyChangedSince(folder, to, since);
    return { heldMs: performance.now() - held };
  });
}

/**
 * ADR 1001: the embedded database is backed up as a tar of its data folder taken while it answers no query
 * (PGlite runs one at a time), which PGlite starts from as after a crash: every committed transaction is in
 * it. On disk, the server itself only copies again, inside that pause, the files written while they were
 * copied: the first copy, its archive and its read-back run in a child process of low priority
 * (backup-child-process.ts), so that customers' requests and the server's memory do not carry them.
 * PGlite's dumpDataDir built the tar in memory, about 150 MB above the server's budget for a season of 5,000
 * orders.
 * A database in memory (tests) has no folder: its dump is written, compressed the same way, and checked here.
 * Either way `partial` is whole and flushed when this resolves.
 */
export async function writeCheckedPgliteBackup(pglite: PGlite, partial: string): Promise<void> {
  if (!folderOnDisk(pglite)) {
    await writeDump(pglite, partial);
    await checkPgliteBackup(partial);
    return;
  }
  const copy = folderCopyOf(partial);
  // Removed on libuv's threads: the ~1,100 files' unlinks, done synchronously, stopped the server ~100 ms.
  const removeCopy = () => fs.promises.rm(copy, { recursive: true, force: true });
  await removeCopy();
  try {
    await copyPgliteFolder(pglite, copy);
    await archiveFolderApart(copy, partial);
  } finally {
    await removeCopy();
  }
}

async function writeDump(pglite: PGlite, partial: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  // The tar in 4 MB slices: no second copy of it in memory.
  async function* slices() {
    for (let offset = 0; offset < dump.size; offset += CHUNK.chunkSize) {
      yield Buffer.from(await dump.slice(offset, offset + CHUNK.chunkSize).arrayBuffer());
    }
  }
  await writeGzipped(slices(), partial);
}

/** The whole archive, unzipped and checked, for a restore (PGlite loads it from memory). */
async function readPgliteBackup(file: string): Promise<Buffer> {
  await checkPgliteBackup(file);
  return gunzip(await fs.promises.readFile(file));
}

export class DatabaseNotEmptyError extends Error {
  constructor(where: string) {
    super(`${where} already holds a database. Restore into an empty one, or add --force to replace it.`);
    this.name = 'DatabaseNotEmptyError';
  }
}

/**
 * Restores into DATA_DIR (its `pglite` folder), holding the folder's lock so that no server runs on it
 * meanwhile. A folder with a database is refused unless `force`; then it is kept aside, renamed, not deleted.
 * Answers that folder's new name, if any.
 */
export async function restorePgliteBackup(
  file: string,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<{ keptAside: string | null }> {
  const tar = await readPgliteBackup(file);
  const lock = acquireDataDirLock(dataDir);
  try {
    const folder = path.join(dataDir, PGLITE_SUBFOLDER);
    let keptAside: string | null = null;
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      if (!options.force) throw new DatabaseNotEmptyError(`The data folder ${dataDir}`);
      const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, '');
      keptAside = `${folder}.before-restore-${stamp}`;
      fs.renameSync(folder, keptAside);
    }
    const pglite = await PGlite.create(folder, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tar]) });
    // Started once from the archive (replaying its log), then closed cleanly, as the server will open it.
    await pglite.query('select 1');
    await pglite.close();
    return { keptAside };
  } finally {
    lock.release();
  }
}
