import type { PriceList } from '../../domain';
import type { Executor } from '../db/client';
import { readCurrentVersion, readPriceList } from './price-list-store';

/**
 * A version never changes once saved, so each is read from the database once per process. The cache is
 * kept per database (tests open many in one process, each with its own version 2): a drizzle database and
 * the transactions opened on it share one dialect object, which is what identifies the database here.
 * The current version is not cached: another process may save the next one at any moment.
 */
const versionsByDatabase = new WeakMap<object, Map<number, Promise<PriceList>>>();

function databaseKey(executor: Executor): object {
  return (executor as unknown as { dialect?: object }).dialect ?? executor;
}

/** The list an order is priced with, by its version. */
export function readOrderPriceList(executor: Executor, version: number): Promise<PriceList> {
  const key = databaseKey(executor);
  let versions = versionsByDatabase.get(key);
  if (!versions) {
    versions = new Map<number, Promise<PriceList>>();
    versionsByDatabase.set(key, versions);
  }
  let list = versions.get(version);
  if (!list) {
    list = readPriceList(executor, version);
    versions.set(version, list);
    // A failed read (e.g. inside a transaction that was rolled back) must not stay cached.
    const cached = versions;
    list.catch(() => cached.delete(version));
  }
  return list;
}

/**
 * The list new orders are priced with. Only its version number is read each time (another process may have
 * saved the next one); the list comes from the cache above. Each customer's save reads it (draft-prices.ts),
 * and the whole list's JSON cost about three times the version's number to read on PGlite (docs/operations.md,
 * 'Connections').
 */
export async function readCurrentPrices(executor: Executor): Promise<PriceList> {
  return readOrderPriceList(executor, await readCurrentVersion(executor));
}
