import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { shopSettings } from '../db/shop-schema';
import { readShopSettings } from '../settings/settings-store';

/**
 * docs/shop.md 1: the owner's rule that every account signs in with two-factor. In the settings row
 * (migration 0014), beside but apart from the shop's settings form: it is an account rule, set on the
 * Staff page. Read fresh on every guarded request, so a change holds at once on every process.
 */
export async function readTwoFactorRequired(executor: Executor): Promise<boolean> {
  // One read on every guarded request: no settings row yet means no rule was ever set.
  const [row] = await executor
    .select({ required: shopSettings.requireTwoFactor })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.required ?? false;
}

export async function writeTwoFactorRequired(executor: Executor, required: boolean): Promise<void> {
  await readShopSettings(executor);
  await executor.update(shopSettings).set({ requireTwoFactor: required }).where(eq(shopSettings.id, 1));
}
