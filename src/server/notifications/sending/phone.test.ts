import { describe, expect, it } from 'vitest';
import { isAllowedCountry, normalisePhone } from './phone';

describe('normalisePhone (DESIGN decision 11)', () => {
  it.each([
    ['(205) 555-0134', '+12055550134', 'US'],
    ['205.555.0134', '+12055550134', 'US'],
    ['+1 416 555 0199', '+14165550199', 'CA'],
    ['+44 20 7946 0958', '+442079460958', 'GB'],
    ['+1 555 123 4567', '+15551234567', undefined],
  ])('reads %s as %s', (text, e164, country) => {
    expect(normalisePhone(text)).toEqual({ ok: true, e164, country, callingCode: e164.startsWith('+44') ? '44' : '1' });
  });

  it.each(['call me', '12', '+1 555 12'])('refuses %s', (text) => {
    expect(normalisePhone(text).ok).toBe(false);
  });
});

describe('isAllowedCountry (DESIGN decision 12)', () => {
  const allowed = ['US', 'CA'];
  it('allows numbers of the listed countries only', () => {
    expect(isAllowedCountry({ country: 'US', callingCode: '1' }, allowed)).toBe(true);
    expect(isAllowedCountry({ country: 'CA', callingCode: '1' }, allowed)).toBe(true);
    expect(isAllowedCountry({ country: 'GB', callingCode: '44' }, allowed)).toBe(false);
    expect(isAllowedCountry({ country: 'JM', callingCode: '1' }, allowed)).toBe(false);
  });
  it('judges a number of no single country by its calling code', () => {
    expect(isAllowedCountry({ country: undefined, callingCode: '1' }, allowed)).toBe(true);
    expect(isAllowedCountry({ country: undefined, callingCode: '1' }, ['GB'])).toBe(false);
  });
});
