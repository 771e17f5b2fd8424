import {
  EMAIL_PATTERN,
  type NotificationResult,
  type PriceList,
  type SendNotificationsInput,
  buildReceipt,
  dollarsToCents,
  processingCostCents,
} from '../../domain';
import type { Database } from '../db/client';
import { readCurrentPriceList } from '../prices/price-list-store';
import { publicShopInfo, readShopSettings } from '../settings/settings-store';
import { confirmationMessages } from '../notifications/messages/confirmation';
import type { Providers } from '../notifications/providers';
import { addOutcome, sendAndRecord } from '../notifications/sending/send-and-record';
import type { NotificationSettings } from '../notifications/settings';

export type TestNotificationDeps = { db: Database; providers: Providers; settings: NotificationSettings };

/** The order number a test message carries, so that nobody mistakes it for a real order. */
export const TEST_ORDER_NUMBER = 'TEST';

/** The posted sample order as a receipt; its total is the one posted (the page shows what it sends). */
function testReceipt(input: SendNotificationsInput, prices: PriceList) {
  const animalType =
    input.order.animal_type === 'Deer' || input.order.animal_type === 'Hog' ? input.order.animal_type : '';
  return buildReceipt({
    order: {
      order_number: TEST_ORDER_NUMBER,
      full_name: input.order.full_name,
      email: input.order.email,
      phone_number: input.order.phone_number,
      animal_type: animalType,
      gender: input.order.gender ?? null,
      weight_option: null,
      weight_pounds: null,
      weight_cost: null,
      total_cents: dollarsToCents(input.total),
    },
    cuts: input.cuts,
    addons: input.addons,
    // The sample's processing line at today's prices.
    totals: { processing_cents: processingCostCents(prices, { animal_type: animalType, weight_cost: null }) },
  });
}

/**
 * docs/customer-flow.md 7's send-order-notifications, called by the test page: sends the email and SMS for the posted order
 * at once, as a customer would get them (with the shop's details), and answers {email, sms, errors}.
 * Through real providers only when ENABLE_TEST_NOTIFICATIONS is set (docs/customer-flow.md decision 12), so that the open
 * page cannot be used to send mail and SMS to anyone, or when a signed-in owner asks (docs/shop.md 1).
 */
export async function sendTestNotifications(
  deps: TestNotificationDeps,
  input: SendNotificationsInput,
  caller: { owner: boolean } = { owner: false },
): Promise<NotificationResult> {
  const { providers, settings } = deps;
  const mayUseRealProviders = settings.enableTestNotifications || caller.owner;
  if ((providers.real.email || providers.real.sms) && !mayUseRealProviders) {
    const hint = 'set ENABLE_TEST_NOTIFICATIONS=true to allow them';
    return {
      email: false,
      sms: false,
      errors: [
        `Email: test notifications are disabled while real providers are configured (${hint})`,
        `SMS: test notifications are disabled while real providers are configured (${hint})`,
      ],
    };
  }

  const shop = publicShopInfo(await readShopSettings(deps.db));
  const messages = confirmationMessages(testReceipt(input, await readCurrentPriceList(deps.db)), shop);
  const sendDeps = { db: deps.db, providers, limits: settings.limits };
  const result: NotificationResult = { email: false, sms: false, errors: [] };
  if (EMAIL_PATTERN.test(messages.email.recipient)) {
    addOutcome(result, 'email', await sendAndRecord(sendDeps, { ...messages.email, delivery: null }));
  } else {
    result.errors.push('Email: the email address is not valid');
  }
  addOutcome(result, 'sms', await sendAndRecord(sendDeps, { ...messages.sms, delivery: null }));
  return result;
}
