import { receiptNamesIn } from '../../../domain/catalogue-names';
import { reminderDropOffDay, reminderRound } from '../../../domain/drop-off-waitlist';
import { type ShopSettings, addDays } from '../../../domain/shop';
import type { Channel, DeliveryKind } from '../../db/notification-schema';
import { publicShopInfo } from '../../settings/settings-store';
import { statusPageUrl } from '../../order-records/status-tokens';
import type { OrderForSending } from '../deliveries/order-for-sending';
import type { Outgoing } from '../providers';
import { confirmationMessages } from './confirmation';
import { renderCwdDetectedEmail, renderCwdDetectedSms, renderShopCwdDetectedEmail } from './cwd-detected';
import { renderDropOffReminderSms, renderDropOffSpotEmail, renderDropOffSpotSms } from './drop-off-messages';
import { renderPickupReminderEmail, renderPickupReminderSms } from './pickup-reminder';
import type { ShopContact } from './shop-contact';
import { renderReadyEmail } from './ready-email';
import { renderReadySms } from './ready-sms';
import { renderShopNewOrderEmail } from './shop-new-order-email';

/** A delivery's message, or why there is none to send (the setting it needs was cleared since). */
export type OrderMessage = { outgoing: Outgoing } | { none: string };

/** What a delivery asks for: its kind and channel, and the status token its link carries, if any. */
export type DeliveryToRender = { kind: DeliveryKind; channel: Channel; round?: number; linkToken: string | null };

/** The order's page on the shop's board, as a link in the shop's email. */
export function orderPageUrl(publicUrl: string, orderNumber: string): string {
  return new URL(`/shop/orders/${encodeURIComponent(orderNumber)}`, publicUrl).toString();
}

/** A ready message still waiting when the order was closed would tell the customer something untrue. */
const READY_TOO_LATE: Partial<Record<NonNullable<OrderForSending['stage']>, string>> = {
  picked_up: 'the order was picked up before the message went out',
  cancelled: 'the order was cancelled before the message went out',
};

/**
 * docs/shop.md 10: 'a drop-off spot opened' (email and SMS) and the SMS the day before the drop-off (its round is
 * the drop-off day's number). Rendered from the order as it stands: a reminder for an order cancelled, put
 * back on no day, checked in or moved to another day since it was queued says nothing.
 */
function dropOffMessage(
  order: OrderForSending,
  shop: ShopContact,
  kind: 'drop_off_spot' | 'drop_off_reminder',
  channel: Channel,
  round: number,
): OrderMessage {
  const { receipt, language, dropOff } = order;
  if (order.stage === 'cancelled') return { none: 'the order was cancelled before the message went out' };
  if (!dropOff || dropOff.waitlist) return { none: 'the order holds no drop-off spot' };
  if (kind === 'drop_off_spot') {
    if (channel === 'sms') {
      const message = renderDropOffSpotSms(receipt.orderNumber, dropOff.day, shop, language);
      return { outgoing: { channel, recipient: receipt.customer.phone, message } };
    }
    const message = renderDropOffSpotEmail(receipt.orderNumber, receipt.customer.name, dropOff.day, shop, language);
    return { outgoing: { channel, recipient: receipt.customer.email, message } };
  }
  if (channel !== 'sms') return { none: 'the drop-off reminder is a text message only' };
  if (reminderRound(dropOff.day) !== round) return { none: "the order's drop-off day changed" };
  if (order.stage !== 'submitted') return { none: 'the animal has been brought in' };
  if (reminderDropOffDay(order.today) !== dropOff.day) return { none: 'the drop-off day is not tomorrow any more' };
  if (!order.animal) return { none: 'the order has no animal' };
  const message = renderDropOffReminderSms(receipt.orderNumber, order.animal, dropOff.day, shop, language);
  return { outgoing: { channel, recipient: receipt.customer.phone, message } };
}

/**
 * Every message an order's deliveries can send, rendered from its receipt and the shop's settings as they
 * stand when the worker sends: the customer's confirmation and ready message on both channels (each with
 * the status page's link its delivery holds) in the language the customer ordered in, the shop's 'New
 * order' email (in English, the shop's language).
 */
export function orderMessages(
  order: OrderForSending,
  settings: ShopSettings,
  publicUrl: string,
): (delivery: DeliveryToRender) => OrderMessage {
  const { language } = order;
  // The customer reads the catalogue's names in their language (ADR 0610); the shop's email keeps the shop's.
  const receipt = receiptNamesIn(order.receipt, language, order.spanishNames);
  const shop = publicShopInfo(settings);
  return ({ kind, channel, round = 0, linkToken }) => {
    const statusLink = linkToken ? statusPageUrl(publicUrl, linkToken) : null;
    if (kind === 'confirmation')
      return { outgoing: confirmationMessages(receipt, shop, statusLink, language, order.dropOff)[channel] };
    if (kind === 'drop_off_spot' || kind === 'drop_off_reminder')
      return dropOffMessage(order, shop, kind, channel, round);
    if (kind === 'ready') {
      const tooLate = order.stage ? READY_TOO_LATE[order.stage] : undefined;
      if (tooLate) return { none: tooLate };
      const facts = { ...order, statusLink };
      if (channel === 'sms')
        return {
          outgoing: {
            channel,
            recipient: receipt.customer.phone,
            message: renderReadySms(receipt, facts, shop, language),
          },
        };
      const place = { ...shop, address: settings.address };
      return {
        outgoing: {
          channel,
          recipient: receipt.customer.email,
          message: renderReadyEmail(receipt, facts, place, language),
        },
      };
    }
    if (kind === 'pickup_reminder') {
      // The job queues reminders for ready orders only; one picked up (or moved) since reads nothing.
      if (order.stage !== 'ready' || !order.storage) return { none: 'the order is no longer waiting for pickup' };
      // As of the day it goes out: the reminder's own day (its round), or later when it went out late.
      const due = addDays(order.storage.ready_on, round);
      const today = order.today > due ? order.today : due;
      const facts = { storage: order.storage, today, balanceDueCents: order.balanceDueCents, statusLink };
      if (channel === 'sms')
        return {
          outgoing: {
            channel,
            recipient: receipt.customer.phone,
            message: renderPickupReminderSms(receipt, facts, shop, language),
          },
        };
      return {
        outgoing: {
          channel,
          recipient: receipt.customer.email,
          message: renderPickupReminderEmail(receipt, facts, { ...shop, address: settings.address }, language),
        },
      };
    }
    if (kind === 'cwd_detected') {
      const recipient = channel === 'sms' ? receipt.customer.phone : receipt.customer.email;
      const message =
        channel === 'sms'
          ? renderCwdDetectedSms(receipt.orderNumber, shop, language)
          : renderCwdDetectedEmail(receipt.orderNumber, shop, language);
      return { outgoing: { channel, recipient, message } as Outgoing };
    }
    if (channel !== 'email') return { none: 'the shop is told by email only' };
    if (!settings.new_order_email) return { none: 'no new order email is set in the settings' };
    if (kind === 'shop_cwd_detected')
      return {
        outgoing: {
          channel: 'email',
          recipient: settings.new_order_email,
          message: renderShopCwdDetectedEmail({
            orderNumber: receipt.orderNumber,
            tagNumber: order.tagNumber,
            sampleId: order.cwd.sampleId,
            takenOn: order.cwd.takenOn,
            customerName: receipt.customer.name,
            customerPhone: receipt.customer.phone,
            orderPageUrl: orderPageUrl(publicUrl, receipt.orderNumber),
          }),
        },
      };
    return {
      outgoing: {
        channel: 'email',
        recipient: settings.new_order_email,
        message: renderShopNewOrderEmail(order.receipt, orderPageUrl(publicUrl, receipt.orderNumber)),
      },
    };
  };
}
