import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FOLDER_MODE } from '../db/private-files';

/**
 * A file written after the first pass began has a change time from then on. The kernel stamps files from a
 * coarse clock (a few ms behind); the margin also covers a clock stepped back a little meanwhile.
 */
const CLOCK_MARGIN_MS = 2_000;

/**
 * Copies every file and folder of `from` into `to` (a new folder), the kernel copying them on libuv's threads,
 * while `from` may still change: a file or folder removed meanwhile is skipped (recopyChangedSince settles it).
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { mode: PRIVATE_FOLDER_MODE });
  const items = await fs.promises.readdir(from, { withFileTypes: true }).catch(unlessGone([]));
  await Promise.all(
    items.map((item) =>
      item.isDirectory()
        ? copyFolder(path.join(from, item.name), path.join(to, item.name))
        : fs.promises.copyFile(path.join(from, item.name), path.join(to, item.name)).catch(unlessGone(undefined)),
    ),
  );
}

const unlessGone =
  <T>(fallback: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  };

/**
 * ADR 1001: makes `to`, a copy of `from` begun at `since` (a Date.now()) while `from` was still written, equal
 * to `from` as it is now, which must no longer change meanwhile: copies again each file written, renamed or
 * created since then (its modification or change time from CLOCK_MARGIN_MS before `since`; a file torn by a
 * write during the first pass is one of them), and removes what `from` no longer holds. Synchronous: it runs
 * while the database answers nothing, and is done faster without a thread's round trip per file. Answers
 * how many files it copied.
 */
export function recopyChangedSince(from: string, to: string, since: number): number {
  const changedAfter = since - CLOCK_MARGIN_MS;
  let copied = 0;
  const visit = (source: string, target: string) => {
    fs.mkdirSync(target, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const items = fs.readdirSync(source, { withFileTypes: true });
    const names = new Set(items.map((item) => item.name));
    // The copy's names, listed once: what the folder no longer holds goes, and a file the copy lacks is copied.
    const inCopy = new Set(fs.readdirSync(target));
    for (const gone of [...inCopy].filter((name) => !names.has(name))) {
      fs.rmSync(path.join(target, gone), { recursive: true, force: true });
    }
    for (const item of items) {
      const sourcePath = path.join(source, item.name);
      const targetPath = path.join(target, item.name);
      if (item.isDirectory()) {
        visit(sourcePath, targetPath);
        continue;
      }
      const { mtimeMs, ctimeMs } = fs.statSync(sourcePath);
      if (inCopy.has(item.name) && Math.max(mtimeMs, ctimeMs) < changedAfter) continue;
      fs.copyFileSync(sourcePath, targetPath);
      copied += 1;
    }
  };
  visit(from, to);
  return copied;
}
