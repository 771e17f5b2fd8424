import type { Database } from '../db/client';
import { isAllowedCountry, normalisePhone } from './phone';
import { countRecentSms } from './record-attempt';

export type SmsDecision = { send: true; to: string } | { send: false; to: string; reason: string };

/**
 * Whether a confirmation SMS may go to this number: it must normalise to E.164 (DESIGN 11), be in an
 * allowed country and be under the daily cap per number (DESIGN 12). A refusal only skips the SMS.
 */
export async function decideSms(
  db: Database,
  phoneText: string,
  limits: { smsPerPhonePerDay: number; smsAllowedCountries: readonly string[] },
): Promise<SmsDecision> {
  const phone = normalisePhone(phoneText);
  if (!phone.ok) return { send: false, to: phoneText.slice(0, 40), reason: `the phone number could not be read as a phone number` };
  if (!isAllowedCountry(phone, limits.smsAllowedCountries)) {
    return {
      send: false,
      to: phone.e164,
      reason: `SMS are not sent to this country (allowed: ${limits.smsAllowedCountries.join(', ')})`,
    };
  }
  const recent = await countRecentSms(db, phone.e164);
  if (recent >= limits.smsPerPhonePerDay) {
    return { send: false, to: phone.e164, reason: `daily limit of ${limits.smsPerPhonePerDay} SMS for this number reached` };
  }
  return { send: true, to: phone.e164 };
}
