import { EMAIL_PATTERN, type NotificationResult, SendNotificationsInputSchema, dollarsToCents } from '../../domain';
import type { Database } from '../db/client';
import { parseInput } from '../http/errors';
import type { NotificationOrder } from './order-summary';
import { summariseOrder } from './order-summary';
import type { Providers } from './providers';
import { recordAttempt } from './record-attempt';
import { renderOrderEmail } from './render-email';
import { renderOrderSms } from './render-sms';
import type { NotificationSettings } from './settings';
import { decideSms } from './sms-policy';
import { describeSendError } from './describe-error';

export type TestNotificationDeps = { db: Database; providers: Providers; settings: NotificationSettings };

/** The order number a test message carries, so that nobody mistakes it for a real order. */
export const TEST_ORDER_NUMBER = 'TEST';

/**
 * SPEC 7's send-order-notifications, called by the test page: sends the email and SMS for the posted order
 * at once and answers {email, sms, errors}. Through real providers only when ENABLE_TEST_NOTIFICATIONS is set
 * (DESIGN decision 12), so that the open page cannot be used to send mail and SMS to anyone.
 */
export async function sendTestNotifications(deps: TestNotificationDeps, body: unknown): Promise<NotificationResult> {
  const input = parseInput(SendNotificationsInputSchema, body);
  const { providers, settings } = deps;
  if ((providers.real.email || providers.real.sms) && !settings.enableTestNotifications) {
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

  const order: NotificationOrder = {
    orderId: input.order.id,
    orderNumber: TEST_ORDER_NUMBER,
    fullName: input.order.full_name,
    email: input.order.email,
    phoneNumber: input.order.phone_number,
    animalType: input.order.animal_type === 'Deer' || input.order.animal_type === 'Hog' ? input.order.animal_type : '',
    gender: input.order.gender ?? null,
    weightOption: null,
    weightPounds: null,
    weightCost: null,
    cuts: input.cuts.map((cut) => cut.cut_name),
    addons: input.addons,
    totalCents: dollarsToCents(input.total),
  };
  const summary = summariseOrder(order);
  const result: NotificationResult = { email: false, sms: false, errors: [] };

  if (!EMAIL_PATTERN.test(order.email)) {
    result.errors.push('Email: the email address is not valid');
  } else {
    try {
      const sent = await providers.email.send({ to: order.email, orderNumber: order.orderNumber, ...renderOrderEmail(summary) });
      await recordAttempt(deps.db, { deliveryId: null, channel: 'email', recipient: order.email, provider: sent.provider, outcome: 'sent' });
      result.email = true;
    } catch (error) {
      const message = describeSendError(error);
      await recordAttempt(deps.db, { deliveryId: null, channel: 'email', recipient: order.email, provider: providers.email.provider, outcome: 'failed', error: message });
      result.errors.push(`Email: ${message}`);
    }
  }

  const decision = await decideSms(deps.db, order.phoneNumber, settings.limits);
  if (!decision.send) {
    await recordAttempt(deps.db, { deliveryId: null, channel: 'sms', recipient: decision.to, provider: providers.sms.provider, outcome: 'skipped', error: decision.reason });
    result.errors.push(`SMS: not sent, ${decision.reason}`);
  } else {
    try {
      const sent = await providers.sms.send({ to: decision.to, orderNumber: order.orderNumber, body: renderOrderSms(summary) });
      await recordAttempt(deps.db, { deliveryId: null, channel: 'sms', recipient: decision.to, provider: sent.provider, outcome: 'sent' });
      result.sms = true;
    } catch (error) {
      const message = describeSendError(error);
      await recordAttempt(deps.db, { deliveryId: null, channel: 'sms', recipient: decision.to, provider: providers.sms.provider, outcome: 'failed', error: message });
      result.errors.push(`SMS: ${message}`);
    }
  }
  return result;
}
