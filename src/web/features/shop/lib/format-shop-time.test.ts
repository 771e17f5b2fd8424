import { describe, expect, it } from 'vitest';
import { formatShopTime } from './format-shop-time';

describe('shop times', () => {
  it("reads as month, day and time, with the year only when it is not this year's", () => {
    const now = new Date(2026, 10, 23, 12, 0);
    expect(formatShopTime(new Date(2026, 10, 23, 10, 16).toISOString(), now)).toBe('Nov 23, 10:16 AM');
    expect(formatShopTime(new Date(2025, 0, 2, 15, 5).toISOString(), now)).toBe('Jan 2, 2025, 3:05 PM');
    expect(formatShopTime('not a time', now)).toBe('not a time');
  });
});
