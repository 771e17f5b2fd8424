import fs from 'node:fs';
import path from 'node:path';
import { closeFolderToOthers, createPrivateFolder } from './private-files';

/**
 * PGlite does not stop two processes from opening one folder, and two writers corrupt it (docs/design.md 1).
 * The server holds an exclusive lock file holding its pid; a lock whose pid is dead is stale and taken over.
 */
export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another server process` +
        `${ownerPid ? ` (pid ${ownerPid})` : ''}. Stop that process first, or set DATA_DIR to another folder ` +
        `(or DATABASE_URL to use PostgreSQL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release: () => void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid?: unknown };
    return typeof owner.pid === 'number' && Number.isInteger(owner.pid) && owner.pid > 0 ? owner.pid : null;
  } catch {
    return null;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = fs.openSync(lockPath, 'wx', 0o600);
    fs.writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  createPrivateFolder(dataDir);
  // The live database's files are open to all (private-files.ts): its folder must not be.
  closeFolderToOthers(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  if (!tryCreate(lockPath)) {
    const owner = readOwnerPid(lockPath);
    // An unreadable lock may be one being written this instant: treat it as held.
    if (owner === null || isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    fs.rmSync(lockPath, { force: true });
    // If another process took the stale lock between our rm and create, it owns the folder now.
    if (!tryCreate(lockPath)) throw new DataDirLockedError(dataDir, readOwnerPid(lockPath));
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwnerPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // A crash that skips close() still frees the folder when the process exits normally.
  process.on('exit', release);
  return { path: lockPath, release };
}
