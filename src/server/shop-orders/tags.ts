import { and, eq, max } from 'drizzle-orm';
import { ConflictError, formatOrderNumber } from '../../domain';
import { SHOP_LIMITS, seasonOf } from '../../domain/shop';
import type { Database, Executor } from '../db/client';
import { orders } from '../db/schema';
import { shopSettings } from '../db/shop-schema';

/** What tags depend on in the settings (docs/shop.md 3): the shop's time zone and the season's first tag. */
async function readTagSettings(executor: Executor): Promise<{ timeZone: string; firstTagNumber: number }> {
  const [row] = await executor
    .select({ timeZone: shopSettings.timeZone, firstTagNumber: shopSettings.firstTagNumber })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { timeZone: 'America/Chicago', firstTagNumber: 1 };
}

/** docs/shop.md 2: the season is the calendar year in the shop's time zone. */
export async function currentSeason(executor: Executor, now = new Date()): Promise<number> {
  return seasonOf(now, (await readTagSettings(executor)).timeZone);
}

/**
 * The check-in form's suggestion: the next tag after the season's highest, but at least the first tag
 * number of the settings; null past the largest tag. Only a suggestion: the unique index decides.
 */
export async function suggestTagNumber(executor: Executor, now = new Date()): Promise<number | null> {
  const settings = await readTagSettings(executor);
  const season = seasonOf(now, settings.timeZone);
  const [row] = await executor
    .select({ highest: max(orders.tagNumber) })
    .from(orders)
    .where(eq(orders.season, season));
  const next = Math.max((row?.highest ?? 0) + 1, settings.firstTagNumber);
  return next <= SHOP_LIMITS.tagMax ? next : null;
}

/** The database error of a write the unique index of tags refused. */
function isTagTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'orders_season_tag_key') return true;
  }
  return false;
}

export type TagClaim = { season: number; tagNumber: number };

/**
 * Runs a change that may give an order a tag. Only the database's partial unique index keeps a tag to one
 * order per season, so that simultaneous check-ins cannot both win; when it refuses, the change has rolled
 * back and the answer names the order that holds the tag (docs/shop.md 2).
 */
export async function refusingTakenTags<T>(
  db: Database,
  change: (claim: (tag: TagClaim) => void) => Promise<T>,
): Promise<T> {
  let claimed: TagClaim | null = null;
  try {
    return await change((tag) => {
      claimed = tag;
    });
  } catch (error) {
    const tag = claimed as TagClaim | null;
    if (!tag || !isTagTaken(error)) throw error;
    const [holder] = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.season, tag.season), eq(orders.tagNumber, tag.tagNumber)));
    const by = holder ? ` by order ${formatOrderNumber(holder.orderNumber)}` : '';
    throw new ConflictError(`Tag ${tag.tagNumber} is already used${by}.`);
  }
}
