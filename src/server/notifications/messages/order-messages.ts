import type { Receipt } from '../../../domain';
import type { ShopSettings } from '../../../domain/shop';
import type { Channel, DeliveryKind } from '../../db/notification-schema';
import { publicShopInfo } from '../../settings/settings-store';
import type { Outgoing } from '../providers';
import { confirmationMessages } from './confirmation';
import { renderShopNewOrderEmail } from './shop-new-order-email';

/** A delivery's message, or why there is none to send (the setting it needs was cleared since). */
export type OrderMessage = { outgoing: Outgoing } | { none: string };

/** The order's page on the shop's board, as a link in the shop's email. */
export function orderPageUrl(publicUrl: string, orderNumber: string): string {
  return new URL(`/shop/orders/${encodeURIComponent(orderNumber)}`, publicUrl).toString();
}

/**
 * Every message an order's deliveries can send, rendered from its receipt and the shop's settings as they
 * stand when the worker sends: the customer's confirmation on both channels, the shop's 'New order' email.
 */
export function orderMessages(
  receipt: Receipt,
  settings: ShopSettings,
  publicUrl: string,
): (kind: DeliveryKind, channel: Channel) => OrderMessage {
  const confirmation = confirmationMessages(receipt, publicShopInfo(settings));
  return (kind, channel) => {
    if (kind === 'confirmation') return { outgoing: confirmation[channel] };
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
