import { eq } from 'drizzle-orm';
import { type DropOffRules, WEEKDAYS } from '../../../domain';
import { addDays } from '../../../domain/calendar-days';
import { orders } from '../../db/schema';
import { buildDeerAnimalInput, buildHogAnimalInput, placeOrderViaApi } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** A season from `today` for 60 days, every weekday open, 16 deer and 4 hogs a day, unless overridden. */
export function buildDropOffRules(today: string, overrides: Partial<DropOffRules> = {}): DropOffRules {
  return {
    enabled: true,
    first_day: today,
    last_day: addDays(today, 60),
    weekdays: [...WEEKDAYS],
    deer_per_day: 16,
    hogs_per_day: 4,
    closed_dates: [],
    overrides: [],
    ...overrides,
  };
}

/**
 * A submitted order holding a spot on a day (or waiting for one), without the customer's step: submitted
 * while the shop did not ask for a day (the submit would want one), then given its day.
 */
export async function bookOn(t: TestApp, day: string, animal: 'Deer' | 'Hog', { waitlist = false } = {}) {
  const placed = await placeOrderViaApi(t, {
    animal: animal === 'Deer' ? buildDeerAnimalInput() : buildHogAnimalInput(),
    cuts: [animal === 'Deer' ? 'Ribs' : 'Chops'],
    complete: true,
  });
  await t.database.db
    .update(orders)
    .set({ dropOffDay: day, dropOffWaitlist: waitlist })
    .where(eq(orders.id, placed.order.id));
  return placed;
}
