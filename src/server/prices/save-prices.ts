import { ConflictError, InvalidInputError, type PriceList } from '../../domain';
import {
  PRICE_MESSAGES,
  type PriceListInput,
  describePriceChanges,
  priceEditIssues,
} from '../../domain/shop/price-edits';
import type { SavePricesBody } from '../../domain/shop/price-list-schema';
import type { Staff } from '../lib/staff';
import type { Database } from '../db/client';
import { staffEvents } from '../db/shop-schema';
import { insertPriceVersion, readCurrentPriceList } from './price-list-store';

function withoutVersion({ version: _version, ...prices }: PriceList): PriceListInput {
  return prices;
}

/** The primary key of price_versions refused a version another save took first. */
function isVersionTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The owner saves a complete list edited from base_version: it becomes the next version, and the shop's
 * history says what changed, in one transaction. A save from a version that is no longer the newest would
 * undo someone else's change unseen, so it is refused (409), as is the loser of two saves at one moment.
 */
export async function savePrices(db: Database, staff: Staff, body: SavePricesBody): Promise<PriceList> {
  const { base_version: baseVersion, ...prices } = body;
  try {
    return await db.transaction(async (tx) => {
      const current = await readCurrentPriceList(tx);
      if (current.version !== baseVersion) throw new ConflictError(PRICE_MESSAGES.stale);
      const before = withoutVersion(current);
      const issues = priceEditIssues(before, prices);
      if (issues.length > 0) throw new InvalidInputError(issues);
      const saved = await insertPriceVersion(tx, prices, { id: staff.id, name: staff.name });
      // A save that committed between our read and our insert took baseVersion + 1: ours would skip it.
      if (saved.version !== baseVersion + 1) throw new ConflictError(PRICE_MESSAGES.stale);
      await tx.insert(staffEvents).values({
        actorId: staff.id,
        actorName: staff.name,
        subjectId: null,
        kind: 'prices_saved',
        summary: `Prices saved as version ${saved.version}: ${describePriceChanges(before, prices)}`,
      });
      return saved;
    });
  } catch (error) {
    if (isVersionTaken(error)) throw new ConflictError(PRICE_MESSAGES.stale);
    throw error;
  }
}
