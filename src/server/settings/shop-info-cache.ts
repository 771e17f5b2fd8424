import type { PublicShopInfo } from '../../domain/shop';
import type { Database } from '../db/client';
import { publicShopInfo, readShopSettings } from './settings-store';

/** Other processes' saves are seen within this long; a save in this process is seen at once. */
export const SHOP_INFO_TTL_MS = 3_000;

export type MemoCache<T> = {
  get(): Promise<T>;
  /** After a save in this process: the next get reads the database. */
  invalidate(): void;
};
export type ShopInfoCache = MemoCache<PublicShopInfo>;

/**
 * What every customer page asks (GET /api/shop-info, GET /api/full-today, and the server's drawing of the
 * pages) is answered from memory for a few seconds rather than from the database each time. Concurrent
 * misses share one read; a failed read is not kept.
 */
export function createMemoCache<T>(read: () => Promise<T>, ttlMs = SHOP_INFO_TTL_MS): MemoCache<T> {
  let cached: { value: Promise<T>; until: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.value;
      const value = read();
      const entry = { value, until: now + ttlMs };
      cached = entry;
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

/** GET /api/shop-info: the shop's name, phone and pickup hours for every customer landing page. */
export function createShopInfoCache(db: Database, ttlMs = SHOP_INFO_TTL_MS): ShopInfoCache {
  return createMemoCache(() => readShopSettings(db).then(publicShopInfo), ttlMs);
}
