import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysFrom } from './calendar-days';
import { type BookedCounts, type DropOffRules, capacityOn } from './drop-off-days';
import { boardDropOffText, isDayFull, isDayTakenUp, nextOpenDropOffDay, seasonDays } from './drop-off-season';
import { anyDay, anyRules } from './test/arbitraries';

/** November 2026: the 14th is a Saturday, the 16th a Monday. */
const SEASON: DropOffRules = {
  enabled: true,
  first_day: '2026-11-07',
  last_day: '2026-12-31',
  weekdays: ['monday', 'saturday'],
  deer_per_day: 16,
  hogs_per_day: 4,
  closed_dates: ['2026-11-21'],
  overrides: [{ day: '2026-11-14', deer: 2, hogs: 0 }],
  reminder_hour: 9,
};

const count = fc.nat(30);
/** Bookings on some days in or near a season, as the store counts them. */
function bookedArb(rules: DropOffRules): fc.Arbitrary<BookedCounts> {
  const first = rules.first_day ?? '2026-01-01';
  return fc
    .array(fc.record({ offset: fc.integer({ min: -3, max: 95 }), deer: count, hogs: count }), { maxLength: 30 })
    .map((entries) =>
      Object.fromEntries(
        entries.map(({ offset, deer, hogs }) => [addDays(first, offset), { Deer: deer, Hog: hogs }] as const),
      ),
    );
}
const rulesAndBookings = anyRules.chain((rules) => fc.tuple(fc.constant(rules), bookedArb(rules)));

describe("'We're full today'", () => {
  it('counts a day full when staff marked it, whatever the bookings', () => {
    fc.assert(
      fc.property(rulesAndBookings, anyDay, ([rules], day) => {
        expect(isDayFull(rules, day, { Deer: 0, Hog: 0 }, true)).toBe(true);
        expect(isDayFull({ ...rules, enabled: false }, day, { Deer: 0, Hog: 0 }, true)).toBe(true);
      }),
    );
  });

  it('counts a day full by its bookings only when every spot of both animals is taken, with bookings on', () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: -3, max: 95 }), count, count, (rules, offset, deer, hogs) => {
        const day = addDays(rules.first_day ?? '2026-01-01', offset);
        const capacity = capacityOn(rules, day);
        const booked = { Deer: deer, Hog: hogs };
        const expected = capacity.Deer + capacity.Hog > 0 && deer >= capacity.Deer && hogs >= capacity.Hog;
        expect(isDayTakenUp(rules, day, booked)).toBe(expected);
        expect(isDayFull(rules, day, booked, false)).toBe(expected);
        // Bookings off, the shop counts no spots: only a mark makes the day full.
        expect(isDayFull({ ...rules, enabled: false }, day, booked, false)).toBe(false);
        // One more booking never opens a full day.
        if (expected) expect(isDayTakenUp(rules, day, { Deer: deer + 1, Hog: hogs })).toBe(true);
      }),
    );
  });

  it('reads the examples: a day of 2 deer and no hogs is full at 2 deer; a closed day is not full', () => {
    expect(isDayTakenUp(SEASON, '2026-11-14', { Deer: 2, Hog: 0 })).toBe(true);
    expect(isDayTakenUp(SEASON, '2026-11-14', { Deer: 1, Hog: 0 })).toBe(false);
    expect(isDayTakenUp(SEASON, '2026-11-16', { Deer: 16, Hog: 3 })).toBe(false);
    expect(isDayTakenUp(SEASON, '2026-11-16', { Deer: 16, Hog: 4 })).toBe(true);
    expect(isDayTakenUp(SEASON, '2026-11-21', { Deer: 0, Hog: 0 })).toBe(false);
    expect(isDayTakenUp(SEASON, '2026-11-17', { Deer: 0, Hog: 0 })).toBe(false);
  });

  it('names the next day after today with a spot left, and none without bookings', () => {
    expect(nextOpenDropOffDay(SEASON, '2026-11-14', {})).toBe('2026-11-16');
    expect(nextOpenDropOffDay(SEASON, '2026-11-14', { '2026-11-16': { Deer: 16, Hog: 4 } })).toBe('2026-11-23');
    expect(nextOpenDropOffDay(SEASON, '2026-11-01', {})).toBe('2026-11-07');
    expect(nextOpenDropOffDay(SEASON, '2026-12-31', {})).toBeNull();
    expect(nextOpenDropOffDay({ ...SEASON, enabled: false }, '2026-11-14', {})).toBeNull();
    fc.assert(
      fc.property(rulesAndBookings, fc.integer({ min: -5, max: 100 }), ([rules, booked], offset) => {
        const today = addDays(rules.first_day ?? '2026-01-01', offset);
        const next = nextOpenDropOffDay(rules, today, booked);
        const hasSpot = (day: string) => {
          const capacity = capacityOn(rules, day);
          const held = booked[day] ?? { Deer: 0, Hog: 0 };
          return held.Deer < capacity.Deer || held.Hog < capacity.Hog;
        };
        const last = rules.last_day ?? today;
        const later = Array.from({ length: Math.max(0, daysFrom(today, last)) }, (_, index) =>
          addDays(today, index + 1),
        );
        // The first later day with a spot: every day before it has none, and it has one.
        expect(next).toBe(later.find(hasSpot) ?? null);
      }),
    );
  });
});

describe("the shop's view of the season", () => {
  it('lists today first, then the later days, then the earlier ones latest first, with their counts', () => {
    const view = seasonDays(SEASON, '2026-11-16', { '2026-11-14': { Deer: 3, Hog: 0 } }, { '2026-11-16': 2 });
    expect(view.days[0]).toEqual({
      day: '2026-11-16',
      capacity: { Deer: 16, Hog: 4 },
      booked: { Deer: 0, Hog: 0 },
      waitlist: 2,
    });
    expect(view.days.map((day) => day.day).slice(0, 3)).toEqual(['2026-11-16', '2026-11-23', '2026-11-28']);
    expect(view.earlier_days).toEqual([
      { day: '2026-11-14', capacity: { Deer: 2, Hog: 0 }, booked: { Deer: 3, Hog: 0 }, waitlist: 0 },
      { day: '2026-11-09', capacity: { Deer: 16, Hog: 4 }, booked: { Deer: 0, Hog: 0 }, waitlist: 0 },
      { day: '2026-11-07', capacity: { Deer: 16, Hog: 4 }, booked: { Deer: 0, Hog: 0 }, waitlist: 0 },
    ]);
  });

  it('lists every day that takes animals or holds orders once, on its side of today', () => {
    fc.assert(
      fc.property(rulesAndBookings, fc.integer({ min: -5, max: 100 }), ([rules, booked], offset) => {
        const first = rules.first_day ?? '2026-01-01';
        const today = addDays(first, offset);
        const view = seasonDays(rules, today, booked, {});
        const listed = [...view.days, ...view.earlier_days].map((day) => day.day);
        expect(new Set(listed).size).toBe(listed.length);
        expect(view.days.map((day) => day.day)).toEqual([...view.days.map((day) => day.day)].sort());
        expect(view.days.every((day) => day.day >= today)).toBe(true);
        expect(view.earlier_days.every((day) => day.day < today)).toBe(true);
        for (let index = 0; index <= daysFrom(first, rules.last_day ?? first); index += 1) {
          const day = addDays(first, index);
          const capacity = capacityOn(rules, day);
          if (capacity.Deer + capacity.Hog > 0 || booked[day]) expect(listed).toContain(day);
        }
        for (const entry of [...view.days, ...view.earlier_days]) {
          expect(entry.capacity).toEqual(capacityOn(rules, entry.day));
          expect(entry.booked).toEqual(booked[entry.day] ?? { Deer: 0, Hog: 0 });
        }
      }),
    );
  });

  it("writes the board's drop-off cell", () => {
    expect(boardDropOffText('2026-11-14', false)).toBe('Sat, Nov 14');
    expect(boardDropOffText('2026-11-14', true)).toBe('Waitlist: Sat, Nov 14');
  });
});
