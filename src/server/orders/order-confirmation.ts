import { type CompletedOrder, type OrderConfirmation, type OrderDetails, statusPagePath } from '../../domain';
import { checkPhoneNumber } from '../../domain/phone-number';
import type { ShopSettings } from '../../domain/shop';

/** Which of the customer's channels have a provider configured (an unset provider sends nothing). */
export type ConfiguredSenders = { email: boolean; sms: boolean };

/**
 * The complete answer's confirmation (ADR 0609): the channels the confirmation will really be tried on,
 * the status page's path with the token issued for this answer, and the shop's contact from the settings.
 */
export function withConfirmation(
  shop: ShopSettings,
  details: OrderDetails,
  statusToken: string | null,
  senders: ConfiguredSenders,
  smsAllowedCountries: readonly string[],
): CompletedOrder {
  const channels: OrderConfirmation['channels'] = [];
  if (senders.email) channels.push('email');
  if (senders.sms && checkPhoneNumber(details.order.phone_number, smsAllowedCountries) === 'textable') {
    channels.push('sms');
  }
  return {
    ...details,
    confirmation: {
      order_number: details.order.order_number,
      channels,
      status_path: statusToken ? statusPagePath(statusToken) : null,
      shop: { name: shop.shop_name, phone: shop.phone, address: shop.address },
    },
  };
}
