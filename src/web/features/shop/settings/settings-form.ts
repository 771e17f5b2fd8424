import type { ShopSettings } from '../../../../domain/shop/answers/settings';
import { centsToAmountText, parseDollars } from '../../../../domain/shop/payments';
import type { SettingsInput } from '../../../../domain/shop/schemas';
import {
  STORAGE_LIMITS,
  STORAGE_MESSAGES,
  formatReminderDays,
  parseReminderDays,
} from '../../../../domain/shop/storage';

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
    free_storage_days: String(settings.free_storage_days),
    storage_fee_cents: centsToAmountText(settings.storage_fee_cents),
    reminder_days: formatReminderDays(settings.reminder_days),
    unclaimed_after_days: String(settings.unclaimed_after_days),
    state: settings.state ?? '',
  };
}

export const FIRST_TAG_MESSAGE = 'First tag number must be a whole number from 1 to 999999.';

type Refusal = { ok: false; message: string; path: keyof ShopSettings };

/** A whole number as typed, or null; the range is the server's to judge. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The body of the save. The server judges every value; here only what cannot be sent as a number is
 * refused (a tag, a count of days or an amount that is not one), with the server's own message.
 */
export function toSettingsInput(form: SettingsForm): { ok: true; value: SettingsInput } | Refusal {
  const tag = wholeNumber(form.first_tag_number);
  if (tag === null || tag < 1) return { ok: false, message: FIRST_TAG_MESSAGE, path: 'first_tag_number' };
  const freeDays = wholeNumber(form.free_storage_days);
  if (freeDays === null) return { ok: false, message: STORAGE_MESSAGES.freeDays, path: 'free_storage_days' };
  const fee = parseDollars(form.storage_fee_cents);
  if (fee === null || fee > STORAGE_LIMITS.maxFeeCents) {
    return { ok: false, message: STORAGE_MESSAGES.fee, path: 'storage_fee_cents' };
  }
  const reminders = parseReminderDays(form.reminder_days);
  if (reminders === null) return { ok: false, message: STORAGE_MESSAGES.reminderDays, path: 'reminder_days' };
  const unclaimedDays = wholeNumber(form.unclaimed_after_days);
  if (unclaimedDays === null) {
    return { ok: false, message: STORAGE_MESSAGES.unclaimedDays, path: 'unclaimed_after_days' };
  }
  return {
    ok: true,
    value: {
      shop_name: form.shop_name,
      phone: form.phone,
      address: form.address,
      pickup_hours: form.pickup_hours,
      time_zone: form.time_zone,
      first_tag_number: tag,
      new_order_email: form.new_order_email.trim() === '' ? null : form.new_order_email,
      free_storage_days: freeDays,
      storage_fee_cents: fee,
      reminder_days: reminders,
      unclaimed_after_days: unclaimedDays,
      state: form.state === '' ? null : form.state,
    },
  };
}
