import type { Channel } from '../../db/notification-schema';
import type { DailyCap } from '../deliveries/attempts-store';
import type { NotificationSettings } from '../settings';
import { isAllowedCountry, normalisePhone } from './phone';

export type RecipientLimits = Pick<NotificationSettings['limits'], 'smsPerPhonePerDay' | 'smsAllowedCountries'>;

/** Where a message may go: the address to use and the cap it counts against, or why it may not go. */
export type RecipientDecision =
  { send: true; to: string; cap: DailyCap | null } | { send: false; to: string; reason: string };

/**
 * An SMS must normalise to E.164 (DESIGN 11) and be in an allowed country; it counts against the daily
 * cap per number (DESIGN 12). A refusal only skips the SMS.
 */
function decideSms(phoneText: string, limits: RecipientLimits): RecipientDecision {
  const phone = normalisePhone(phoneText);
  if (!phone.ok)
    return { send: false, to: phoneText.slice(0, 40), reason: 'the phone number could not be read as a phone number' };
  if (!isAllowedCountry(phone, limits.smsAllowedCountries)) {
    return {
      send: false,
      to: phone.e164,
      reason: `SMS are not sent to this country (allowed: ${limits.smsAllowedCountries.join(', ')})`,
    };
  }
  const perDay = limits.smsPerPhonePerDay;
  return {
    send: true,
    to: phone.e164,
    cap: { perDay, reason: `daily limit of ${perDay} SMS for this number reached` },
  };
}

/** Emails have no cap yet; a per-address cap would return one here and the limiter does the rest. */
export function decideRecipient(channel: Channel, recipient: string, limits: RecipientLimits): RecipientDecision {
  return channel === 'sms' ? decideSms(recipient, limits) : { send: true, to: recipient, cap: null };
}
