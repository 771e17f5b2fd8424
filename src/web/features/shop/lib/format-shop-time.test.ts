import { afterEach, describe, expect, it } from 'vitest';
import { formatPrintedDay, formatShopDay, formatShopTime, setShopTimeZone } from './format-shop-time';

afterEach(() => setShopTimeZone(undefined));

describe('shop times', () => {
  it("reads as month, day and time, with the year only when it is not this year's", () => {
    const now = new Date(2026, 10, 23, 12, 0);
    expect(formatShopTime(new Date(2026, 10, 23, 10, 16).toISOString(), now)).toBe('Nov 23, 10:16 AM');
    expect(formatShopTime(new Date(2025, 0, 2, 15, 5).toISOString(), now)).toBe('Jan 2, 2025, 3:05 PM');
    expect(formatShopTime('not a time', now)).toBe('not a time');
  });

  it("reads in the shop's time zone once known, whatever the computer's", () => {
    const moment = '2026-11-23T16:16:00.000Z';
    setShopTimeZone('America/Chicago');
    expect(formatShopTime(moment)).toBe('Nov 23, 10:16 AM');
    setShopTimeZone('America/Denver');
    expect(formatShopTime(moment)).toBe('Nov 23, 9:16 AM');
    setShopTimeZone('Mars/Olympus_Mons');
    expect(formatShopTime(moment)).toBe(
      new Date(moment).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    );
  });

  it("reads the shop's calendar days in the same words", () => {
    const now = new Date(2026, 10, 23, 12, 0);
    expect(formatShopDay('2026-12-11', now)).toBe('Dec 11');
    expect(formatShopDay('2025-01-02', now)).toBe('Jan 2, 2025');
    expect(formatShopDay('not a day', now)).toBe('not a day');
  });
});

describe('days on paper', () => {
  it("read with their year, in the zone the sheet names (an unknown zone: the computer's)", () => {
    expect(formatPrintedDay('2026-11-24T04:30:00.000Z', 'America/Chicago')).toBe('Nov 23, 2026');
    expect(formatPrintedDay('2026-11-24T04:30:00.000Z', 'America/New_York')).toBe('Nov 23, 2026');
    expect(formatPrintedDay('2026-11-24T05:30:00.000Z', 'America/New_York')).toBe('Nov 24, 2026');
    expect(formatPrintedDay('not a day', 'America/Chicago')).toBe('not a day');
  });
});
