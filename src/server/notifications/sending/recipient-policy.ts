import { isEmailAddress } from '../../../domain/email-address';
import type { Channel } from '../../db/notification-schema';
import type { DailyCap } from '../deliveries/attempts-store';
import type { NotificationSettings } from '../settings';
import { mailboxKey } from './mailbox-key';
import { isAllowedCountry, normalisePhone, specialNumberReason } from '../../../domain/phone-number';

export type RecipientLimits = Pick<
  NotificationSettings['limits'],
  'smsPerPhonePerDay' | 'smsAllowedCountries' | 'emailsPerAddressPerDay' | 'customerSmsPerDay' | 'customerEmailsPerDay'
>;

/**
 * Whom a message is for (docs/notifications.md, 'Limits'). customer: any address or number a customer (or
 * the test page) gave; capped per recipient and counted against the shop's daily budget. staff: a staff
 * member's own address (the password reset); capped per recipient only. shop: the shop's own emails ('New
 * order', 'CWD detected', the budget's alert) to the owner's addresses; neither.
 */
export type Audience = 'customer' | 'staff' | 'shop';

/**
 * Where a message may go: the address to send to, the recipient as the attempts record it (the key the
 * daily cap counts by) and that cap, or why it may not go.
 */
export type RecipientDecision =
  { send: true; to: string; recordAs: string; cap: DailyCap | null } | { send: false; to: string; reason: string };

/**
 * An SMS must normalise to E.164 (docs/customer-flow.md decision 11), be in an allowed country and not be a premium-rate or N11
 * number; it counts against the daily cap per number (docs/customer-flow.md decision 12). A refusal only skips the SMS.
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
  const special = specialNumberReason(phone.e164);
  if (special) return { send: false, to: phone.e164, reason: special };
  const perDay = limits.smsPerPhonePerDay;
  return {
    send: true,
    to: phone.e164,
    recordAs: phone.e164,
    cap: { perDay, reason: `daily limit of ${perDay} SMS for this number reached` },
  };
}

/**
 * An address that cannot receive mail (stored before the rule refused it) is skipped, not handed to a
 * provider to bounce. Emails count against the daily cap per mailbox, except the shop's own emails ('New order', 'CWD detected'): the shop's
 * address gets one per order by design, and a cap there would lose the shop its orders on a busy day
 * (its address is the owner's setting, not something a customer can point at a victim).
 */
function decideEmail(address: string, limits: RecipientLimits, audience: Audience): RecipientDecision {
  const trimmed = address.trim();
  // An order taken at the counter may have none (docs/shop.md 14).
  if (trimmed === '') return { send: false, to: '', reason: 'no email address was given' };
  if (!isEmailAddress(trimmed))
    return { send: false, to: address.slice(0, 254), reason: 'the email address cannot receive mail' };
  const recordAs = mailboxKey(address);
  if (audience === 'shop') return { send: true, to: address, recordAs, cap: null };
  const perDay = limits.emailsPerAddressPerDay;
  return {
    send: true,
    to: address,
    recordAs,
    cap: { perDay, reason: `daily limit of ${perDay} emails for this address reached` },
  };
}

export function decideRecipient(
  channel: Channel,
  recipient: string,
  limits: RecipientLimits,
  audience: Audience = 'customer',
): RecipientDecision {
  return channel === 'sms' ? decideSms(recipient, limits) : decideEmail(recipient, limits, audience);
}
