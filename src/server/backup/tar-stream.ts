import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder as a ustar archive, in slices of about 4 MB: archiving a data folder of any size holds one slice
 * in memory, never the folder. The entries are the ones PGlite's own dumpDataDir writes (a directory entry,
 * then what it holds; names from the folder's root with a leading slash), so that
 * `PGlite.create({ loadDataDir })` and tar-check.ts read it as they read a dump.
 *
 * Each slice is read synchronously (a few milliseconds from the page cache): read a file at a time with
 * awaits, the archive needed thousands of turns of an event loop that customers' requests keep busy, and a
 * backup under bench:backup's load had not ended after ten minutes. Slices this size need a few dozen.
 */
const BLOCK = 512;
const SLICE = 4 * 1024 * 1024;

function octalField(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');
}

/** ustar keeps up to 100 bytes of name and 155 of prefix before it: long names are split at a slash. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  const cut = name.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`a name too long for a tar: ${name}`);
  return { name: name.slice(cut + 1), prefix: name.slice(0, cut) };
}

export function tarHeader(entry: {
  name: string;
  size: number;
  mode: number;
  mtime: Date;
  directory: boolean;
}): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entry.name);
  header.write(name, 0, 100, 'utf8');
  octalField(header, entry.mode & 0o7777, 100, 8);
  octalField(header, 0, 108, 8);
  octalField(header, 0, 116, 8);
  octalField(header, entry.directory ? 0 : entry.size, 124, 12);
  octalField(header, Math.floor(entry.mtime.getTime() / 1000), 136, 12);
  header.write(entry.directory ? '5' : '0', 156, 1, 'latin1');
  header.write('ustar\u000000', 257, 8, 'latin1');
  header.write(prefix, 345, 155, 'utf8');
  // The checksum is the bytes' sum with its own field counted as eight spaces.
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** The archive's pieces in order: headers, file contents in pieces of at most SLICE, padding, the end. */
function* pieces(root: string, folder: string = root): Generator<Buffer> {
  for (const item of fs.readdirSync(folder)) {
    const file = path.join(folder, item);
    const stat = fs.statSync(file);
    const name = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const directory = stat.isDirectory();
    yield tarHeader({ name, size: stat.size, mode: stat.mode, mtime: stat.mtime, directory });
    if (directory) {
      yield* pieces(root, file);
      continue;
    }
    const fd = fs.openSync(file, 'r');
    try {
      // Exactly the size the header gave: the copy is not written to while it is archived.
      for (let offset = 0; offset < stat.size; offset += SLICE) {
        const piece = Buffer.alloc(Math.min(SLICE, stat.size - offset));
        if (fs.readSync(fd, piece, 0, piece.length, offset) !== piece.length) {
          throw new Error(`${file} changed while it was archived`);
        }
        yield piece;
      }
    } finally {
      fs.closeSync(fd);
    }
    if (stat.size % BLOCK !== 0) yield Buffer.alloc(BLOCK - (stat.size % BLOCK));
  }
  if (folder === root) yield Buffer.alloc(2 * BLOCK);
}

/** The archive of everything under `root`, in slices of about SLICE bytes. */
export function* tarOfFolder(root: string): Generator<Buffer> {
  let gathered: Buffer[] = [];
  let size = 0;
  for (const piece of pieces(root)) {
    gathered.push(piece);
    size += piece.length;
    if (size >= SLICE) {
      yield Buffer.concat(gathered, size);
      gathered = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(gathered, size);
}
