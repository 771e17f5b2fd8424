import { type Receipt, type ReceiptInput, type StoredAddon, buildReceipt } from '../../../domain';
import { buildReceiptInput } from '../../../domain/test/factories';
import { type Config, loadConfig } from '../../lib/config';
import type { Database } from '../../db/client';
import { orderAddons, orderCuts, orders } from '../../db/schema';
import { shopSettings } from '../../db/shop-schema';
import type { OrderForSending } from '../deliveries/order-for-sending';

/** A configuration as the server would load it, with test-friendly retries and the given overrides. */
export function buildConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NOTIFY_RETRY_DELAY_SECONDS: '0',
    NOTIFY_RETRY_BACKOFF: 'false',
    NOTIFY_RETRY_LIMIT: '50',
    ...env,
  });
}

/**
 * The receipt of a confirmation: GM-1042 for Dana Hunter, a buck with Skinning and 2 lb of teriyaki jerky,
 * $125 + $10 + $24 = $159.00; the order, cuts and add-ons may be overridden.
 */
export function buildConfirmationReceipt(
  overrides: { order?: Partial<ReceiptInput['order']>; cuts?: string[]; addons?: StoredAddon[] } = {},
): Receipt {
  return buildReceipt(
    buildReceiptInput({
      order: {
        full_name: 'Dana Hunter',
        email: 'dana@example.com',
        phone_number: '(205) 555-0134',
        ...overrides.order,
      },
      cuts: overrides.cuts ?? ['Hind Quarters - Roast', 'Backstrap - Butterfly', 'Ground'],
      addons: overrides.addons ?? [
        { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Jerky - Teriyaki', addon_price: '$12.00/lb', quantity: 2 },
      ],
    }),
  );
}

/**
 * The order as the worker reads it when sending: the confirmation's receipt, checked in with tag 1042,
 * ready for pickup, $20.00 paid of $159.00 (balance due $139.00); any of it may be overridden.
 */
export function buildOrderForSending(overrides: Partial<OrderForSending> = {}): OrderForSending {
  return {
    receipt: buildConfirmationReceipt(),
    tagNumber: 1042,
    stage: 'ready',
    paidCents: 2_000,
    balanceDueCents: 13_900,
    language: 'en',
    spanishNames: {},
    storage: null,
    today: '2026-11-20',
    cwd: { sampleId: null, takenOn: null },
    dropOff: null,
    animal: 'Deer',
    ...overrides,
  };
}

/**
 * A completed order stored directly (the order API is tested elsewhere): deer with Skinning,
 * 2 lb of teriyaki jerky: 125 + 10 + 24 = $159.00.
 */
export async function insertCompletedOrder(
  db: Database,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<{ id: string; orderNumber: number; totalCents: number }> {
  const [order] = await db
    .insert(orders)
    .values({
      fullName: 'Dana Hunter',
      email: 'dana@example.com',
      phoneNumber: '(205) 555-0134',
      animalType: 'Deer',
      gender: 'Buck',
      status: 'completed',
      totalCents: 15_900,
      completedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('no order inserted');
  await db.insert(orderCuts).values([
    { orderId: order.id, cutName: 'Hind Quarters - Roast', position: 0 },
    { orderId: order.id, cutName: 'Ground', position: 1 },
  ]);
  await db.insert(orderAddons).values([
    { orderId: order.id, addonName: 'Skinning', addonPrice: '$10.00', quantity: 1, position: 0 },
    { orderId: order.id, addonName: 'Jerky - Teriyaki', addonPrice: '$12.00/lb', quantity: 2, position: 1 },
  ]);
  return { id: order.id, orderNumber: order.orderNumber, totalCents: order.totalCents ?? 0 };
}

/** Polls until check() holds; gives up after a generous bound so that a broken test ends (no timing asserted). */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what = 'condition',
  giveUpMs = 25_000,
): Promise<void> {
  const end = Date.now() + giveUpMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The shop's settings as the owner would save them (straight to the row; the settings API is tested elsewhere). */
export async function setShopSettings(
  db: Database,
  values: Partial<
    Pick<
      typeof shopSettings.$inferInsert,
      | 'shopName'
      | 'phone'
      | 'pickupHours'
      | 'newOrderEmail'
      | 'timeZone'
      | 'freeStorageDays'
      | 'storageFeeCents'
      | 'reminderDays'
      | 'unclaimedAfterDays'
      | 'state'
    >
  >,
): Promise<void> {
  await db.update(shopSettings).set(values);
}

export const SHOP_CONTACT = {
  shop_name: 'Hollow Creek Processing',
  phone: '(205) 555-0100',
  pickup_hours: 'Mon-Sat 8am-6pm',
};
