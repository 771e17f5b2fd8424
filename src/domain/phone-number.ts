// The full metadata: only it tells a mobile number from a landline (a number's type). The server alone
// imports this file; the browser asks the server (ADR 0608), 20 to 40 KB of metadata being its whole budget
// for a screen.
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type NormalisedPhone =
  { ok: true; e164: string; country: string | undefined; callingCode: string } | { ok: false; reason: string };

/**
 * docs/customer-flow.md decision 11: numbers are stored as typed and normalised to E.164 here, US by default.
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

/** How the details step takes a phone number (checkPhoneNumber). */
export type PhoneVerdict = 'textable' | 'may-not-text' | 'invalid';

/** The types of number that take an SMS; an unknown type (a test number, a new range) gets the benefit of the doubt. */
const TEXTABLE_TYPES = new Set([undefined, 'MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * docs/customer-flow.md decision 11, the details step: 'invalid' when the number cannot be a phone number
 * of an allowed country (the first allowed country is the default for a number typed without +), refused
 * like a bad email; 'may-not-text' when it can be one but will not get our SMS (a landline, a pager, a
 * premium-rate or N11 number), accepted with a note; else 'textable'. The 555 test numbers are possible
 * numbers of no known type, so textable.
 */
export function checkPhoneNumber(text: string, allowedCountries: readonly string[]): PhoneVerdict {
  const defaultCountry = (allowedCountries[0] ?? 'US') as CountryCode;
  const phone = normalisePhone(text, defaultCountry);
  if (!phone.ok || !isAllowedCountry(phone, allowedCountries)) return 'invalid';
  if (specialNumberReason(phone.e164)) return 'may-not-text';
  const parsed = parsePhoneNumberFromString(phone.e164);
  return TEXTABLE_TYPES.has(parsed?.getType()) ? 'textable' : 'may-not-text';
}
