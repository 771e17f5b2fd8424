import { dateOfDayIndex, dayIndexOf, formatCalendarDay } from './calendar-days';
import { type BookedCounts, type DayCapacity, type DropOffRules, capacityOn } from './drop-off-days';

/**
 * docs/shop.md 10, 'We're full today': whether today is full, the next day with a spot, and the season day by day, from
 * the rules of drop-off-days.ts and the spots the orders hold (docs/shop.md 10). No zod here: the board reads these.
 */

const NONE: DayCapacity = { Deer: 0, Hog: 0 };

/**
 * A day on which every spot is taken, for both animals: it takes animals at all (a closed day is closed, not
 * full) and each animal's booked count reached its capacity (0 capacity: nothing of it to take).
 */
export function isDayTakenUp(rules: DropOffRules, day: string, booked: DayCapacity): boolean {
  if (!rules.enabled) return false;
  const capacity = capacityOn(rules, day);
  if (capacity.Deer + capacity.Hog === 0) return false;
  return booked.Deer >= capacity.Deer && booked.Hog >= capacity.Hog;
}

/** 'We're full today' (point 4): staff marked the day full, or its spots are all taken. */
export function isDayFull(rules: DropOffRules, day: string, booked: DayCapacity, markedFull: boolean): boolean {
  return markedFull || isDayTakenUp(rules, day, booked);
}

/**
 * The first day after `today` that still has a spot for some animal, to the season's last day; null when the
 * shop does not take bookings (then no day is known) or none is left.
 */
export function nextOpenDropOffDay(rules: DropOffRules, today: string, booked: BookedCounts): string | null {
  if (!rules.enabled || rules.first_day === null || rules.last_day === null) return null;
  const from = Math.max(dayIndexOf(today) + 1, dayIndexOf(rules.first_day));
  for (let index = from; index <= dayIndexOf(rules.last_day); index += 1) {
    const day = dateOfDayIndex(index);
    const capacity = capacityOn(rules, day);
    const held = booked[day] ?? NONE;
    if (held.Deer < capacity.Deer || held.Hog < capacity.Hog) return day;
  }
  return null;
}

/** One day of the shop's view: what it takes, what is booked, how many wait for a spot. */
export type SeasonDay = { day: string; capacity: DayCapacity; booked: DayCapacity; waitlist: number };

/**
 * The season day by day (point 6), today first: the days from today (or the first day) to the last that take
 * animals or hold orders, then the season's earlier days, the latest first. A closed or lowered day that
 * still holds orders is listed, so the owner sees it; days before the season (last year's) are not.
 */
export function seasonDays(
  rules: DropOffRules,
  today: string,
  booked: BookedCounts,
  waitlist: Record<string, number>,
): { days: SeasonDay[]; earlier_days: SeasonDay[] } {
  const held = new Set([...Object.keys(booked), ...Object.keys(waitlist)]);
  const dayOf = (day: string): SeasonDay | null => {
    const capacity = capacityOn(rules, day);
    const entry = { day, capacity, booked: booked[day] ?? NONE, waitlist: waitlist[day] ?? 0 };
    return capacity.Deer + capacity.Hog > 0 || held.has(day) ? entry : null;
  };
  const days: SeasonDay[] = [];
  const earlier: SeasonDay[] = [];
  // From the season's first day (today without one); a day booked past the last day is listed too.
  const start = dayIndexOf(rules.first_day ?? today);
  const end = Math.max(
    rules.last_day === null ? start - 1 : dayIndexOf(rules.last_day),
    ...[...held].map(dayIndexOf).filter((index) => index >= start),
  );
  const todayIndex = dayIndexOf(today);
  for (let index = start; index <= end; index += 1) {
    const entry = dayOf(dateOfDayIndex(index));
    if (entry) (index >= todayIndex ? days : earlier).push(entry);
  }
  return { days, earlier_days: earlier.reverse() };
}

/** The board's 'Drop-off' cell: 'Sat, Nov 14', or 'Waitlist: Sat, Nov 14' for an order waiting for a spot. */
export function boardDropOffText(day: string, waitlist: boolean): string {
  const label = formatCalendarDay(day, 'en-US', { weekday: 'short', month: 'short', day: 'numeric' });
  return waitlist ? `Waitlist: ${label}` : label;
}
