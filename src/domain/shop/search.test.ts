import { describe, expect, it } from 'vitest';
import { seasonOf } from './season';
import { parseOrderNumber, parseSearch } from './search';

describe('parseSearch', () => {
  it('reads order numbers in any case, with or without the dash', () => {
    expect(parseSearch('GM-1042').orderNumber).toBe(1042);
    expect(parseSearch(' gm1042 ').orderNumber).toBe(1042);
    expect(parseOrderNumber('GM-17')).toBe(17);
    expect(parseOrderNumber('1042')).toBeNull();
  });

  it('keeps bare digits as a tag or order number, and phone-like text as digits', () => {
    expect(parseSearch('1042')).toMatchObject({ wholeNumber: 1042, phoneDigits: '1042', orderNumber: null });
    expect(parseSearch('(555) 123-4567')).toMatchObject({ wholeNumber: null, phoneDigits: '5551234567' });
    expect(parseSearch('42').phoneDigits).toBeNull();
  });

  it('leaves names and emails as text', () => {
    expect(parseSearch('Hunter')).toEqual({ text: 'Hunter', orderNumber: null, wholeNumber: null, phoneDigits: null });
    expect(parseSearch('jane@example.com').phoneDigits).toBeNull();
  });
});

describe('seasonOf', () => {
  it("is the calendar year in the shop's time zone", () => {
    const newYearUtc = new Date('2027-01-01T03:00:00Z');
    expect(seasonOf(newYearUtc, 'UTC')).toBe(2027);
    expect(seasonOf(newYearUtc, 'America/Chicago')).toBe(2026);
  });
});
