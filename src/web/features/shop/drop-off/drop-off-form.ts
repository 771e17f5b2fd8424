import { DROP_OFF_MESSAGES, type DropOffSettingsInput } from '../../../../domain/drop-off-day-schemas';
import { type DropOffRules, type OverbookedDay, type Weekday, dropOffDayLabel } from '../../../../domain/drop-off-days';

/** The drop-off settings as the form holds them: numbers and dates as typed. */
export type DropOffForm = {
  enabled: boolean;
  first_day: string;
  last_day: string;
  weekdays: Weekday[];
  deer_per_day: string;
  hogs_per_day: string;
  closed_dates: string[];
  overrides: { day: string; deer: string; hogs: string }[];
  reminder_hour: string;
};

export function dropOffFormOf(rules: DropOffRules): DropOffForm {
  return {
    enabled: rules.enabled,
    first_day: rules.first_day ?? '',
    last_day: rules.last_day ?? '',
    weekdays: rules.weekdays,
    deer_per_day: String(rules.deer_per_day),
    hogs_per_day: String(rules.hogs_per_day),
    closed_dates: rules.closed_dates,
    overrides: rules.overrides.map((override) => ({
      day: override.day,
      deer: String(override.deer),
      hogs: String(override.hogs),
    })),
    reminder_hour: String(rules.reminder_hour),
  };
}

type Refusal = { ok: false; message: string; path: string };

/** A whole number as typed, or null; the range is the server's to judge. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The body of the save. The server judges every value; here only what cannot be sent as a number is refused,
 * at its field, with the server's own message.
 */
export function toDropOffInput(form: DropOffForm): { ok: true; value: DropOffSettingsInput } | Refusal {
  const deer = wholeNumber(form.deer_per_day);
  if (deer === null) return { ok: false, message: DROP_OFF_MESSAGES.deerPerDay, path: 'deer_per_day' };
  const hogs = wholeNumber(form.hogs_per_day);
  if (hogs === null) return { ok: false, message: DROP_OFF_MESSAGES.hogsPerDay, path: 'hogs_per_day' };
  const reminderHour = wholeNumber(form.reminder_hour);
  if (reminderHour === null) return { ok: false, message: DROP_OFF_MESSAGES.reminderHour, path: 'reminder_hour' };
  const overrides: DropOffSettingsInput['overrides'] = [];
  for (const [index, override] of form.overrides.entries()) {
    const [overrideDeer, overrideHogs] = [wholeNumber(override.deer), wholeNumber(override.hogs)];
    if (overrideDeer === null)
      return { ok: false, message: DROP_OFF_MESSAGES.perDay, path: `overrides[${index}].deer` };
    if (overrideHogs === null)
      return { ok: false, message: DROP_OFF_MESSAGES.perDay, path: `overrides[${index}].hogs` };
    overrides.push({ day: override.day, deer: overrideDeer, hogs: overrideHogs });
  }
  return {
    ok: true,
    value: {
      enabled: form.enabled,
      first_day: form.first_day || null,
      last_day: form.last_day || null,
      weekdays: form.weekdays,
      deer_per_day: deer,
      hogs_per_day: hogs,
      closed_dates: form.closed_dates,
      overrides,
      reminder_hour: reminderHour,
    },
  };
}

/**
 * docs/shop.md 10: the warning after a save that left days holding more than they take, naming each:
 * 'Saturday, November 14: 30 deer booked, 16 taken.'
 */
export function overbookedWarning(days: readonly OverbookedDay[]): string | null {
  if (days.length === 0) return null;
  const lines = days.map(
    (day) =>
      `${dropOffDayLabel(day.day)}: ${day.booked} ${day.animal === 'Deer' ? 'deer' : day.booked === 1 ? 'hog' : 'hogs'} booked, ${day.capacity} taken.`,
  );
  return `These days hold more bookings than they now take; nobody was cancelled. ${lines.join(' ')}`;
}
