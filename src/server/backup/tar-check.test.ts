import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DamagedArchiveError, TarWalker, readTarEntries } from './tar-check';

/** The check of a backup's tar (docs/operations.md, 'Backups'), on an archive made by the system's tar. */
let folder: string;
let archive: Buffer;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-check-'));
  fs.mkdirSync(path.join(folder, 'data', 'base'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'data', 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(folder, 'data', 'base', 'big'), Buffer.alloc(5_000, 7));
  execFileSync('tar', ['-cf', 'data.tar', 'data'], { cwd: folder });
  archive = fs.readFileSync(path.join(folder, 'data.tar'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the tar check', () => {
  it('reads every entry, whole or in chunks of any size', () => {
    const whole = readTarEntries(archive);
    expect(whole).toEqual(expect.arrayContaining(['data/PG_VERSION', 'data/base/big']));
    const walker = new TarWalker();
    for (let offset = 0; offset < archive.length; offset += 333) walker.push(archive.subarray(offset, offset + 333));
    expect(walker.end()).toEqual(whole);
  });

  it('finds an archive cut short, or a header changed', () => {
    expect(() => readTarEntries(archive.subarray(0, 2_048))).toThrow(DamagedArchiveError);
    const changed = Buffer.from(archive);
    changed[10] = (changed[10] as number) ^ 1;
    expect(() => readTarEntries(changed)).toThrow(/bad header/);
  });
});
