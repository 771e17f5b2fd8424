import fs from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PRIVATE_FILE_MODE } from '../db/private-files';
import { syncFile } from './backup-files';
import { DamagedArchiveError, TarWalker } from './tar-check';
import { tarOfFolder } from './tar-stream';

/**
 * zlib works on libuv's threads one chunk at a time, each chunk's turn waiting for the event loop: with the
 * default 16 KB a backup taken while customers submit orders took over a minute to check; 4 MB chunks take
 * a few turns.
 */
export const CHUNK = { chunkSize: 4 * 1024 * 1024 };

/** Writes the pieces through gzip to `file` and flushes it to the disk: no second copy of them in memory. */
export async function writeGzipped(pieces: AsyncIterable<Buffer> | Iterable<Buffer>, file: string): Promise<void> {
  await pipeline(
    Readable.from(pieces),
    zlib.createGzip(CHUNK),
    fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE }),
  );
  syncFile(file);
}

/** A copied PGlite folder as a gzip tar in `file` (ADR 1001), streamed: memory stays flat whatever its size. */
export async function archiveFolder(folder: string, file: string): Promise<void> {
  await writeGzipped(tarOfFolder(folder), file);
}

/** Reads the whole file back, unzipping it as it goes: it must hold a whole tar of a PGlite folder. */
export async function checkPgliteBackup(file: string): Promise<void> {
  const walker = new TarWalker();
  try {
    await pipeline(
      fs.createReadStream(file, { highWaterMark: CHUNK.chunkSize }),
      zlib.createGunzip(CHUNK),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          try {
            walker.push(chunk);
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
      }),
    );
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    throw new DamagedArchiveError(`it does not unzip (${(error as Error).message}); the file is torn or damaged`);
  }
  if (!walker.end().some((name) => name.endsWith('PG_VERSION'))) {
    throw new DamagedArchiveError('it holds no PGlite data folder');
  }
}
