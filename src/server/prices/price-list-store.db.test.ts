import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../../domain';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { insertPriceVersion, listPriceVersions, readCurrentPriceList, readPriceList } from './price-list-store';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('price list versions', () => {
  it('starts with the spec catalogue as version 1, exactly as the code has it', async () => {
    expect(await readCurrentPriceList(database.db)).toEqual(DEFAULT_PRICE_LIST);
    expect(await readPriceList(database.db, 1)).toEqual(DEFAULT_PRICE_LIST);
  });

  it('adds versions, never changing one; the newest is current; an unknown one is not found', async () => {
    const { version: _version, ...prices } = DEFAULT_PRICE_LIST;
    const saved = await insertPriceVersion(
      database.db,
      { ...prices, deerProcessingCents: 13_000 },
      { id: 'u1', name: 'Pat' },
    );
    expect(saved.version).toBe(2);
    expect((await readCurrentPriceList(database.db)).deerProcessingCents).toBe(13_000);
    expect((await readPriceList(database.db, 1)).deerProcessingCents).toBe(12_500);
    const versions = await listPriceVersions(database.db);
    expect(versions.map((entry) => [entry.version, entry.created_by])).toEqual([
      [2, 'Pat'],
      [1, 'System'],
    ]);
    await expect(readPriceList(database.db, 99)).rejects.toThrow('There is no price list version 99.');
  });
});
