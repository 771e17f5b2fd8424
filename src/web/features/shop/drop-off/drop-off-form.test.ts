import { describe, expect, it } from 'vitest';
import { DEFAULT_DROP_OFF_RULES } from '../../../../domain/drop-off-days';
import { dropOffFormOf, overbookedWarning, toDropOffInput } from './drop-off-form';

const RULES = {
  enabled: true,
  first_day: '2026-11-07',
  last_day: '2026-12-31',
  weekdays: ['saturday' as const, 'sunday' as const],
  deer_per_day: 16,
  hogs_per_day: 4,
  closed_dates: ['2026-11-26'],
  overrides: [{ day: '2026-11-14', deer: 120, hogs: 0 }],
  reminder_hour: 17,
};

describe('the drop-off settings form', () => {
  it('sends back what it was given', () => {
    expect(toDropOffInput(dropOffFormOf(RULES))).toEqual({ ok: true, value: RULES });
    expect(toDropOffInput(dropOffFormOf(DEFAULT_DROP_OFF_RULES))).toEqual({ ok: true, value: DEFAULT_DROP_OFF_RULES });
  });

  it('refuses a number it cannot send, at its field', () => {
    const form = dropOffFormOf(RULES);
    expect(toDropOffInput({ ...form, deer_per_day: 'ten' })).toMatchObject({ ok: false, path: 'deer_per_day' });
    expect(toDropOffInput({ ...form, hogs_per_day: '-1' })).toMatchObject({ ok: false, path: 'hogs_per_day' });
    expect(toDropOffInput({ ...form, reminder_hour: '' })).toMatchObject({ ok: false, path: 'reminder_hour' });
    expect(toDropOffInput({ ...form, overrides: [{ day: '2026-11-14', deer: '120', hogs: '' }] })).toMatchObject({
      ok: false,
      path: 'overrides[0].hogs',
      message: 'Enter a whole number from 0 to 10000.',
    });
  });

  it('names each overbooked day in the warning', () => {
    expect(overbookedWarning([])).toBeNull();
    expect(
      overbookedWarning([
        { day: '2026-11-14', animal: 'Deer', booked: 30, capacity: 16 },
        { day: '2026-11-15', animal: 'Hog', booked: 1, capacity: 0 },
      ]),
    ).toBe(
      'These days hold more bookings than they now take; nobody was cancelled. Saturday, November 14: 30 deer booked, 16 taken. Sunday, November 15: 1 hog booked, 0 taken.',
    );
  });
});
