import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { buildDeerAnimalInput, buildHogAnimalInput, placeOrderViaApi } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

export { buildDropOffRules } from '../../../domain/test/factories';

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
