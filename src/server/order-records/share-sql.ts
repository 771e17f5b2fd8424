import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * donationShareCents (src/domain/shop/donations.ts) in SQL, from the order's own columns (ADR 1301): every
 * reader of a balance subtracts it (balance.ts), so the share follows the hanging weight, the total and the
 * donation on read, and is never stored. round() on numeric rounds half away from zero, as Math.round does for
 * these positive amounts; donations.db.test.ts holds the two together on both databases.
 */
export const donationShareCentsSql = sql<number>`(greatest(0, least(
  case
    when ${orders.donation} is null then 0
    when ${orders.donationPays} = 'per_animal' then case when ${orders.donation} = 'all' then ${orders.donationRateCents} else 0 end
    when ${orders.donationPays} = 'per_pound' then coalesce(round(${orders.donationRateCents} * (case
      when ${orders.donation} = 'all' then ${orders.hangingWeightLbs}
      else least(${orders.donationPounds}, coalesce(${orders.hangingWeightLbs}, ${orders.donationPounds})) end)), 0)
    else 0
  end, coalesce(${orders.totalCents}, 0)))::integer)`.mapWith(Number);
