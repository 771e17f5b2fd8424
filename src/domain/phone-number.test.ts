import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, isAllowedCountry, normalisePhone, specialNumberReason } from './phone-number';

describe('normalisePhone (docs/customer-flow.md decision 11)', () => {
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

describe('isAllowedCountry (docs/customer-flow.md decision 12)', () => {
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

describe('specialNumberReason', () => {
  const premium = 'SMS are not sent to premium-rate numbers';
  const n11 = 'SMS are not sent to N11 service numbers (211 to 911)';
  it.each<[string, string | null]>([
    ['+19005550134', premium],
    ['+19765550134', premium],
    ['+12059760134', premium],
    ['+442079460958', null],
    ['+449098790000', premium],
    ...['211', '311', '411', '511', '611', '711', '811', '911'].flatMap((code): [string, string][] => [
      [`+1${code}5550134`, n11],
      [`+1205${code}0134`, n11],
    ]),
    ['+12055550134', null],
    ['+12052120134', null],
    ['+15551234567', null],
    ['+18005550134', null],
    ['+14165550199', null],
  ])('%s: %s', (e164, reason) => {
    expect(specialNumberReason(e164)).toBe(reason);
  });
});

describe('checkPhoneNumber: the details step (docs/customer-flow.md decision 11)', () => {
  const US_CA = ['US', 'CA'];
  it.each([
    ['(205) 555-0134', US_CA, 'textable'],
    ['+1 555 123 4567', US_CA, 'textable'],
    ['(212) 736-5000', US_CA, 'textable'],
    ['416 555 0199', US_CA, 'textable'],
    ['+44 7400 123456', ['US', 'GB'], 'textable'],
    ['12345', US_CA, 'invalid'],
    ['call me', US_CA, 'invalid'],
    ['+1 555 12', US_CA, 'invalid'],
    ['+44 7400 123456', US_CA, 'invalid'],
    ['+44 20 7946 0958', ['US', 'GB'], 'may-not-text'],
    ['(800) 555-1234', US_CA, 'may-not-text'],
    ['(900) 555-0100', US_CA, 'may-not-text'],
    ['(205) 911-0134', US_CA, 'may-not-text'],
  ] as const)('takes %s (allowed %j) as %s', (text, allowed, verdict) => {
    expect(checkPhoneNumber(text, allowed)).toBe(verdict);
  });

  it('reads a number typed without + in the first allowed country', () => {
    expect(checkPhoneNumber('07400 123456', ['GB', 'US'])).toBe('textable');
    expect(checkPhoneNumber('07400 123456', ['US', 'GB'])).toBe('invalid');
  });
});
