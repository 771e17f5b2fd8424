/**
 * Reads a whole tar archive (PGlite's dump of its data folder), chunk by chunk as it is unzipped, checking
 * every header's checksum and that each entry's data is there up to the end-of-archive blocks: a torn or
 * damaged file fails here with the reason. Answers the names of the entries. Chunk by chunk, so that the
 * server checks a nightly backup without holding the unzipped archive in memory.
 */
const BLOCK = 512;

function octal(header: Buffer, start: number, length: number): number {
  const text = header
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/\0.*$/s, '')
    .trim();
  return text === '' ? 0 : parseInt(text, 8);
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  // The checksum field itself counts as eight spaces.
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : (header[index] as number);
  return sum;
}

export class DamagedArchiveError extends Error {
  constructor(reason: string) {
    super(`The backup archive is damaged: ${reason}.`);
    this.name = 'DamagedArchiveError';
  }
}

export class TarWalker {
  readonly names: string[] = [];
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current entry's data still to pass over. */
  private skip = 0;
  private read = 0;
  private ended = false;

  push(chunk: Buffer): void {
    if (this.ended) return;
    const data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      const passed = Math.min(this.skip, data.length - offset);
      this.skip -= passed;
      offset += passed;
      if (this.skip > 0 || data.length - offset < BLOCK) break;
      const header = data.subarray(offset, offset + BLOCK);
      offset += BLOCK;
      if (header.every((byte) => byte === 0)) {
        this.ended = true;
        break;
      }
      if (octal(header, 148, 8) !== checksumOf(header)) {
        throw new DamagedArchiveError(`a bad header at byte ${this.read + offset - BLOCK}`);
      }
      const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
      const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      this.names.push(prefix ? `${prefix}/${name}` : name);
      this.skip = Math.ceil(octal(header, 124, 12) / BLOCK) * BLOCK;
    }
    this.read += offset;
    this.pending = Buffer.from(data.subarray(offset));
  }

  /** The archive is over: it must have reached its end-of-archive block, not stopped inside an entry. */
  end(): string[] {
    if (!this.ended) {
      const last = this.names.at(-1);
      throw new DamagedArchiveError(
        this.skip > 0 && last ? `the entry ${last} is cut short` : 'the end-of-archive marker is missing',
      );
    }
    return this.names;
  }
}

export function readTarEntries(archive: Buffer): string[] {
  const walker = new TarWalker();
  walker.push(archive);
  return walker.end();
}
