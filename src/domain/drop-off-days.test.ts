import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DropOffSettingsInputSchema } from './drop-off-day-schemas';
import {
  DEFAULT_DROP_OFF_RULES,
  DROP_OFF_DAYS_SHOWN,
  type DropOffRules,
  WEEKDAYS,
  capacityOn,
  dayRefusal,
  dropOffDayLabel,
  openDropOffDays,
  overbookedDays,
  shopToday,
  spotsLeft,
  weekdayOf,
} from './drop-off-days';
import { addDays } from './shop/storage';
import { anyDay, anyRules } from './test/arbitraries';

/** November 2026: the 14th is a Saturday. */
const SEASON: DropOffRules = {
  enabled: true,
  first_day: '2026-11-07',
  last_day: '2026-12-31',
  weekdays: ['friday', 'saturday', 'sunday'],
  deer_per_day: 16,
  hogs_per_day: 4,
  closed_dates: ['2026-11-26'],
  overrides: [{ day: '2026-11-14', deer: 120, hogs: 0 }],
  reminder_hour: 9,
};

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];

describe('drop-off day capacity', () => {
  it('takes the weekly numbers on open weekdays of the season, and none on other days', () => {
    expect(weekdayOf('2026-11-14')).toBe('saturday');
    expect(weekdayOf('2026-11-16')).toBe('monday');
    expect(capacityOn(SEASON, '2026-11-07')).toEqual({ Deer: 16, Hog: 4 });
    expect(capacityOn(SEASON, '2026-11-06')).toEqual({ Deer: 0, Hog: 0 });
    expect(capacityOn(SEASON, '2026-11-09')).toEqual({ Deer: 0, Hog: 0 });
    expect(capacityOn(SEASON, '2026-12-31')).toEqual({ Deer: 0, Hog: 0 });
    expect(capacityOn({ ...SEASON, weekdays: ['thursday'] }, '2026-12-31')).toEqual({ Deer: 16, Hog: 4 });
    expect(capacityOn({ ...SEASON, weekdays: ['friday'] }, '2027-01-01')).toEqual({ Deer: 0, Hog: 0 });
  });

  it('gives a changed day its own numbers and a closed date none, and nothing without a season', () => {
    expect(capacityOn(SEASON, '2026-11-14')).toEqual({ Deer: 120, Hog: 0 });
    expect(capacityOn(SEASON, '2026-11-27')).toEqual({ Deer: 16, Hog: 4 });
    expect(capacityOn({ ...SEASON, weekdays: ['friday'] }, '2026-11-26')).toEqual({ Deer: 0, Hog: 0 });
    const openedThursday = { ...SEASON, closed_dates: [], overrides: [{ day: '2026-11-26', deer: 5, hogs: 1 }] };
    expect(capacityOn(openedThursday, '2026-11-26')).toEqual({ Deer: 5, Hog: 1 });
    const closedAndChanged = { ...openedThursday, closed_dates: ['2026-11-26'] };
    expect(capacityOn(closedAndChanged, '2026-11-26')).toEqual({ Deer: 0, Hog: 0 });
    expect(capacityOn(DEFAULT_DROP_OFF_RULES, '2026-11-14')).toEqual({ Deer: 0, Hog: 0 });
  });

  it('offers the days taking the animal from today to the last day, at most 21', () => {
    expect(openDropOffDays(SEASON, '2026-11-13', 'Deer').slice(0, 5)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-20',
      '2026-11-21',
    ]);
    // No hogs on opening day, and nothing on the closed Thursday.
    expect(openDropOffDays(SEASON, '2026-11-13', 'Hog').slice(0, 2)).toEqual(['2026-11-13', '2026-11-15']);
    expect(openDropOffDays(SEASON, '2026-11-01', 'Deer')[0]).toBe('2026-11-07');
    expect(openDropOffDays(SEASON, '2026-11-01', 'Deer')).toHaveLength(DROP_OFF_DAYS_SHOWN);
    expect(openDropOffDays(SEASON, '2026-12-27', 'Deer')).toEqual(['2026-12-27']);
    expect(openDropOffDays(SEASON, '2026-12-28', 'Deer')).toEqual([]);
    expect(openDropOffDays({ ...SEASON, hogs_per_day: 0, overrides: [] }, '2026-11-01', 'Hog')).toEqual([]);
  });

  it('counts spots left and refuses a full, past or closed day', () => {
    expect(spotsLeft(16, 4)).toBe(12);
    expect(spotsLeft(16, 20)).toBe(0);
    expect(dayRefusal(SEASON, '2026-11-13', '2026-11-14', 'Deer', 119)).toBeNull();
    expect(dayRefusal(SEASON, '2026-11-13', '2026-11-14', 'Deer', 120)).toBe('full');
    expect(dayRefusal(SEASON, '2026-11-13', '2026-11-14', 'Hog', 0)).toBe('not_open');
    expect(dayRefusal(SEASON, '2026-11-15', '2026-11-14', 'Deer', 0)).toBe('not_open');
    expect(dayRefusal(SEASON, '2026-11-13', '2026-11-26', 'Deer', 0)).toBe('not_open');
  });

  it('names the days a lowered capacity leaves overbooked, and never others', () => {
    const booked = {
      '2026-11-14': { Deer: 30, Hog: 1 },
      '2026-11-15': { Deer: 16, Hog: 5 },
      '2026-11-13': { Deer: 2, Hog: 0 },
    };
    expect(overbookedDays(SEASON, booked)).toEqual([
      { day: '2026-11-14', animal: 'Hog', booked: 1, capacity: 0 },
      { day: '2026-11-15', animal: 'Hog', booked: 5, capacity: 4 },
    ]);
    expect(overbookedDays({ ...SEASON, overrides: [] }, booked)[0]).toEqual({
      day: '2026-11-14',
      animal: 'Deer',
      booked: 30,
      capacity: 16,
    });
  });

  it("takes 'today' in the shop's time zone, not the server's", () => {
    // 03:30 UTC on Nov 14 is still the evening of the 13th in Chicago, and already the 14th in UTC.
    const moment = new Date('2026-11-14T03:30:00Z');
    expect(shopToday(moment, 'America/Chicago')).toBe('2026-11-13');
    expect(shopToday(moment, 'UTC')).toBe('2026-11-14');
    expect(shopToday(new Date('2026-11-14T09:59:00Z'), 'Pacific/Honolulu')).toBe('2026-11-13');
  });

  it('writes a day as the step names it, in English and Spanish, whatever the zone', () => {
    expect(dropOffDayLabel('2026-11-14')).toBe('Saturday, November 14');
    expect(dropOffDayLabel('2026-11-14', 'es')).toBe('sábado, 14 de noviembre');
  });
});

describe('drop-off day properties', () => {
  it('offers only days in the season, from today, open for the animal, in order, at most 21', () => {
    fc.assert(
      fc.property(anyRules, anyDay, fc.constantFrom('Deer' as const, 'Hog' as const), (rules, today, animal) => {
        const days = openDropOffDays(rules, today, animal);
        expect(days.length).toBeLessThanOrEqual(DROP_OFF_DAYS_SHOWN);
        days.forEach((day, index) => {
          expect(day >= today && day >= (rules.first_day ?? '') && day <= (rules.last_day ?? '')).toBe(true);
          expect(rules.closed_dates).not.toContain(day);
          expect(capacityOn(rules, day)[animal]).toBeGreaterThan(0);
          if (index > 0) expect(day > (days[index - 1] ?? '')).toBe(true);
        });
      }),
    );
  });

  it('leaves out no open day between today and the last one offered (or the season end, when fewer)', () => {
    fc.assert(
      fc.property(anyRules, anyDay, (rules, today) => {
        const days = openDropOffDays(rules, today, 'Deer');
        const until = days.length === DROP_OFF_DAYS_SHOWN ? (days.at(-1) ?? '') : (rules.last_day ?? '');
        const start = today > (rules.first_day ?? '') ? today : (rules.first_day ?? '');
        for (let day = start; day <= until; day = addDays(day, 1)) {
          expect(days.includes(day)).toBe(capacityOn(rules, day).Deer > 0);
        }
      }),
    );
  });

  it('gives an override its numbers, a closed date none, and none outside the season', () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: -10, max: 100 }), (rules, offset) => {
        const day = addDays(rules.first_day ?? '', offset);
        const capacity = capacityOn(rules, day);
        const override = rules.overrides.find((candidate) => candidate.day === day);
        const inSeason = day >= (rules.first_day ?? '') && day <= (rules.last_day ?? '');
        if (!inSeason || rules.closed_dates.includes(day)) expect(capacity).toEqual({ Deer: 0, Hog: 0 });
        else if (override) expect(capacity).toEqual({ Deer: override.deer, Hog: override.hogs });
        else if (rules.weekdays.includes(weekdayOf(day)))
          expect(capacity).toEqual({ Deer: rules.deer_per_day, Hog: rules.hogs_per_day });
        else expect(capacity).toEqual({ Deer: 0, Hog: 0 });
      }),
    );
  });

  it('never lets a day take more than its capacity, however many are booked', () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: 0, max: 60 }), fc.nat(300), (rules, offset, booked) => {
        const day = addDays(rules.first_day ?? '', offset);
        const capacity = capacityOn(rules, day).Deer;
        const refusal = dayRefusal(rules, day, day, 'Deer', booked);
        expect(refusal === null).toBe(capacity > 0 && booked < capacity);
        expect(spotsLeft(capacity, booked)).toBe(Math.max(0, capacity - booked));
      }),
    );
  });

  it('has today one calendar day from the UTC date at most, in every zone, across daylight saving changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (moment, zone) => {
          const today = shopToday(moment, zone);
          const utc = moment.toISOString().slice(0, 10);
          expect([addDays(utc, -1), utc, addDays(utc, 1)]).toContain(today);
          // An hour later is the same day or the next, never the day before (no day is lost or repeated).
          const later = shopToday(new Date(moment.getTime() + 3_600_000), zone);
          expect([today, addDays(today, 1)]).toContain(later);
        },
      ),
    );
  });

  it('takes any rules it offers back through the settings schema unchanged', () => {
    fc.assert(
      fc.property(anyRules, (rules) => {
        const parsed = DropOffSettingsInputSchema.safeParse(rules);
        expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        expect(parsed.data.weekdays).toEqual(WEEKDAYS.filter((day) => rules.weekdays.includes(day)));
        expect(new Set(parsed.data.closed_dates)).toEqual(new Set(rules.closed_dates));
      }),
    );
  });
});

describe('the drop-off settings schema', () => {
  const valid = { ...SEASON };

  it('asks for both ends of the season when bookings are on, not when off', () => {
    const issues = (input: unknown) =>
      DropOffSettingsInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, first_day: '', last_day: null })).toEqual([
      ['first_day', 'Enter the first drop-off day, such as 2026-11-14.'],
      ['last_day', 'Enter the last drop-off day, such as 2026-12-31.'],
    ]);
    expect(issues({ ...valid, enabled: false, first_day: '', last_day: null })).toBeUndefined();
    expect(issues({ ...valid, last_day: '2026-11-06' })).toEqual([
      ['last_day', 'The last drop-off day must be the same day as the first or later.'],
    ]);
    expect(issues({ ...valid, last_day: '2027-11-08' })).toEqual([
      ['last_day', 'A season of drop-off days is at most a year long.'],
    ]);
    expect(issues({ ...valid, deer_per_day: 1.5 })).toEqual([
      ['deer_per_day', 'Deer per day must be a whole number from 0 to 10000.'],
    ]);
    expect(issues({ ...valid, closed_dates: ['2026-11-26', '2026-02-30', '2026-11-26'] })).toEqual([
      ['closed_dates.1', 'Enter a date such as 2026-11-14.'],
      ['closed_dates.2', 'This date is listed twice.'],
    ]);
    expect(issues({ ...valid, overrides: [{ day: '2026-11-14', deer: -1, hogs: 0 }] })).toEqual([
      ['overrides.0.deer', 'Enter a whole number from 0 to 10000.'],
    ]);
  });
});
