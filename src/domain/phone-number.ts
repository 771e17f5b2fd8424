import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

export type NormalisedPhone =
  { ok: true; e164: string; country: string | undefined; callingCode: string } | { ok: false; reason: string };

/**
 * docs/customer-flow.md decision 11: numbers are accepted as typed and normalised to E.164 here, US by default.
 * A possible number is enough: sample numbers such as +1 555 123 4567 are not "valid" but can be texted.
 */
export function normalisePhone(text: string, defaultCountry: CountryCode = 'US'): NormalisedPhone {
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isPossible()) return { ok: false, reason: 'phone number could not be read' };
  return { ok: true, e164: parsed.number, country: parsed.country, callingCode: parsed.countryCallingCode };
}

/**
 * docs/customer-flow.md decision 12: SMS only to allowed countries. When the number names no single country (a fictional
 * NANP number), its calling code must belong to an allowed country.
 */
export function isAllowedCountry(
  phone: { country: string | undefined; callingCode: string },
  allowed: readonly string[],
): boolean {
  if (phone.country) return allowed.includes(phone.country);
  return allowed.some((country) => {
    try {
      return getCountryCallingCode(country as CountryCode) === phone.callingCode;
    } catch {
      return false;
    }
  });
}

/** N11 codes (211 information, 311 city services ... 911 emergency): never an area code or an exchange. */
const N11 = /^[2-9]11$/;
/** NANP's premium-rate area codes, and the 976 exchange that sold premium calls in every area code. */
const PREMIUM_AREA_CODES = ['900', '976'];

/**
 * Why an SMS must not go to this number, or null. Premium-rate numbers cost the shop money per message
 * (and are where SMS-pumping fraud sends it); N11 codes are service numbers (911 is emergency), never a
 * customer's phone. libphonenumber knows premium ranges of other countries too.
 */
export function specialNumberReason(e164: string): string | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed?.getType() === 'PREMIUM_RATE') return 'SMS are not sent to premium-rate numbers';
  if (!parsed || parsed.countryCallingCode !== '1') return null;
  const national = parsed.nationalNumber;
  const areaCode = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  if (PREMIUM_AREA_CODES.includes(areaCode) || exchange === '976') return 'SMS are not sent to premium-rate numbers';
  if (N11.test(areaCode) || N11.test(exchange)) return 'SMS are not sent to N11 service numbers (211 to 911)';
  return null;
}
