import type { PublicShopInfo } from '../../domain/shop';
import type { Database } from '../db/client';
import { publicShopInfo, readShopSettings } from './settings-store';

/** Other processes' saves are seen within this long; a save in this process is seen at once. */
export const SHOP_INFO_TTL_MS = 3_000;

export type ShopInfoCache = {
  get(): Promise<PublicShopInfo>;
  /** After a save in this process: the next get reads the database. */
  invalidate(): void;
};

/**
 * GET /api/shop-info is asked by every customer landing page; it is answered from memory for a few seconds
 * rather than from the database each time. Concurrent misses share one read.
 */
export function createShopInfoCache(db: Database, ttlMs = SHOP_INFO_TTL_MS): ShopInfoCache {
  let cached: { value: Promise<PublicShopInfo>; until: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.value;
      const value = readShopSettings(db).then(publicShopInfo);
      const entry = { value, until: now + ttlMs };
      cached = entry;
      // A failed read is not kept.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
    invalidate() {
      cached = null;
    },
  };
}
