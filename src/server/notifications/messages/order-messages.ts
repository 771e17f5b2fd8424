import type { ShopSettings } from '../../../domain/shop';
import type { Channel, DeliveryKind } from '../../db/notification-schema';
import { publicShopInfo } from '../../settings/settings-store';
import { statusPageUrl } from '../../status/status-tokens';
import type { OrderForSending } from '../deliveries/order-for-sending';
import type { Outgoing } from '../providers';
import { confirmationMessages } from './confirmation';
import { renderReadyEmail } from './ready-email';
import { renderReadySms } from './ready-sms';
import { renderShopNewOrderEmail } from './shop-new-order-email';

/** A delivery's message, or why there is none to send (the setting it needs was cleared since). */
export type OrderMessage = { outgoing: Outgoing } | { none: string };

/** What a delivery asks for: its kind and channel, and the status token its link carries, if any. */
export type DeliveryToRender = { kind: DeliveryKind; channel: Channel; linkToken: string | null };

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
 * Every message an order's deliveries can send, rendered from its receipt and the shop's settings as they
 * stand when the worker sends: the customer's confirmation and ready message on both channels (each with
 * the status page's link its delivery holds), the shop's 'New order' email.
 */
export function orderMessages(
  order: OrderForSending,
  settings: ShopSettings,
  publicUrl: string,
): (delivery: DeliveryToRender) => OrderMessage {
  const { receipt } = order;
  const shop = publicShopInfo(settings);
  return ({ kind, channel, linkToken }) => {
    const statusLink = linkToken ? statusPageUrl(publicUrl, linkToken) : null;
    if (kind === 'confirmation') return { outgoing: confirmationMessages(receipt, shop, statusLink)[channel] };
    if (kind === 'ready') {
      const tooLate = order.stage ? READY_TOO_LATE[order.stage] : undefined;
      if (tooLate) return { none: tooLate };
      const facts = { ...order, statusLink };
      if (channel === 'sms')
        return {
          outgoing: { channel, recipient: receipt.customer.phone, message: renderReadySms(receipt, facts, shop) },
        };
      const place = { ...shop, address: settings.address };
      return {
        outgoing: { channel, recipient: receipt.customer.email, message: renderReadyEmail(receipt, facts, place) },
      };
    }
    if (channel !== 'email') return { none: 'the shop is told of new orders by email only' };
    if (!settings.new_order_email) return { none: 'no new order email is set in the settings' };
    return {
      outgoing: {
        channel: 'email',
        recipient: settings.new_order_email,
        message: renderShopNewOrderEmail(receipt, orderPageUrl(publicUrl, receipt.orderNumber)),
      },
    };
  };
}
