import fs from 'node:fs';

/**
 * docs/operations.md, 'Backups': the data folder and the backups hold every customer's name, email and phone,
 * so only the server's user may open them, whatever the process's umask. PGlite writes its own files 0666
 * (its file system ignores the umask): the folders around them are what keeps other users out.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` and any missing parent as the server's alone. */
export function createPrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** Closes a folder that an earlier version created open to others, when it is ours to change. */
export function closeFolderToOthers(dir: string): void {
  const { mode, uid } = fs.statSync(dir);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) fs.chmodSync(dir, mode & PRIVATE_FOLDER_MODE);
}
