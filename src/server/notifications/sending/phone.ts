import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

export type NormalisedPhone =
  { ok: true; e164: string; country: string | undefined; callingCode: string } | { ok: false; reason: string };

/**
 * DESIGN decision 11: numbers are accepted as typed and normalised to E.164 here, US by default.
 * A possible number is enough: sample numbers such as +1 555 123 4567 are not "valid" but can be texted.
 */
export function normalisePhone(text: string, defaultCountry: CountryCode = 'US'): NormalisedPhone {
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  if (!parsed || !parsed.isPossible()) return { ok: false, reason: 'phone number could not be read' };
  return { ok: true, e164: parsed.number, country: parsed.country, callingCode: parsed.countryCallingCode };
}

/**
 * DESIGN decision 12: SMS only to allowed countries. When the number names no single country (a fictional
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
