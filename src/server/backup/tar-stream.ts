import fs from 'node:fs';
import path from 'node:path';

/**
 * A folder as a ustar archive, yielded a piece at a time: each file is read in slices, so that archiving a
 * data folder of any size holds one slice in memory, never the folder. The entries are the ones PGlite's own
 * dumpDataDir writes (a directory entry, then what it holds; names from the folder's root with a leading
 * slash), so that `PGlite.create({ loadDataDir })` and tar-check.ts read it as they read a dump.
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

async function* fileContent(file: string, size: number): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    // Exactly the size the header gave: the copy is not written to while it is archived.
    for (let offset = 0; offset < size; offset += SLICE) {
      const slice = Buffer.alloc(Math.min(SLICE, size - offset));
      const { bytesRead } = await handle.read(slice, 0, slice.length, offset);
      if (bytesRead !== slice.length) throw new Error(`${file} changed while it was archived`);
      yield slice;
    }
  } finally {
    await handle.close();
  }
  if (size % BLOCK !== 0) yield Buffer.alloc(BLOCK - (size % BLOCK));
}

async function* entries(root: string, folder: string): AsyncGenerator<Buffer> {
  for (const item of await fs.promises.readdir(folder)) {
    const file = path.join(folder, item);
    const stat = await fs.promises.stat(file);
    const name = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const directory = stat.isDirectory();
    yield tarHeader({ name, size: stat.size, mode: stat.mode, mtime: stat.mtime, directory });
    if (directory) yield* entries(root, file);
    else yield* fileContent(file, stat.size);
  }
}

/** The archive of everything under `root`, ending with the two zero blocks that mark its end. */
export async function* tarOfFolder(root: string): AsyncGenerator<Buffer> {
  yield* entries(root, root);
  yield Buffer.alloc(2 * BLOCK);
}
