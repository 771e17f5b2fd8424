import type { ShopSettings } from '../../../../domain/shop/api-types';
import type { SettingsInput } from '../../../../domain/shop/schemas';

/** The settings as the form holds them: text, as typed. */
export type SettingsForm = Record<keyof ShopSettings, string>;

export function settingsFormOf(settings: ShopSettings): SettingsForm {
  return {
    shop_name: settings.shop_name,
    phone: settings.phone,
    address: settings.address,
    pickup_hours: settings.pickup_hours,
    time_zone: settings.time_zone,
    first_tag_number: String(settings.first_tag_number),
    new_order_email: settings.new_order_email ?? '',
  };
}

export const FIRST_TAG_MESSAGE = 'First tag number must be a whole number from 1 to 999999.';

/**
 * The body of the save. The server judges every value; only the tag number is checked here, since text
 * that is not a number cannot be sent as one.
 */
export function toSettingsInput(
  form: SettingsForm,
): { ok: true; value: SettingsInput } | { ok: false; message: string; path: keyof ShopSettings } {
  const tag = form.first_tag_number.trim();
  if (!/^\d{1,6}$/.test(tag) || Number(tag) < 1) {
    return { ok: false, message: FIRST_TAG_MESSAGE, path: 'first_tag_number' };
  }
  return {
    ok: true,
    value: {
      shop_name: form.shop_name,
      phone: form.phone,
      address: form.address,
      pickup_hours: form.pickup_hours,
      time_zone: form.time_zone,
      first_tag_number: Number(tag),
      new_order_email: form.new_order_email.trim() === '' ? null : form.new_order_email,
    },
  };
}
