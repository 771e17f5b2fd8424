/**
 * Reads a whole tar archive (PGlite's dump of its data folder) and checks every header's checksum and that
 * each entry's data is there up to the end-of-archive blocks: a torn or damaged file fails here with the
 * reason. Answers the names of the entries.
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

export function readTarEntries(archive: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    if (octal(header, 148, 8) !== checksumOf(header)) throw new DamagedArchiveError(`a bad header at byte ${offset}`);
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    names.push(prefix ? `${prefix}/${name}` : name);
    const size = octal(header, 124, 12);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset > archive.length) throw new DamagedArchiveError(`the entry ${name} is cut short`);
  }
  throw new DamagedArchiveError('the end-of-archive marker is missing');
}
