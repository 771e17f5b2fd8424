import { and, eq, ne } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { type DonationEntry, type DonationsQuery, donatedPounds } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { selectReceivedOrders } from '../order-records/received-orders';
import { donationShareCentsSql } from '../order-records/share-sql';

/**
 * docs/shop.md 12, /shop/donations: the program's donated animals checked in from the start of `from` to the
 * end of `to` (days of the shop's time zone), in the order received, each with the amount the program owes
 * (the share every balance subtracts). A cancelled order was not processed and is not invoiced.
 */
export async function readDonations(db: Executor, query: DonationsQuery, timeZone: string): Promise<DonationEntry[]> {
  const rows = await selectReceivedOrders(
    db,
    {
      donation: orders.donation,
      donation_pounds: orders.donationPounds,
      hanging_weight_lbs: orders.hangingWeightLbs,
      amount_due_cents: donationShareCentsSql,
    },
    query,
    timeZone,
    and(eq(orders.donationProgramId, query.program), ne(orders.stage, 'cancelled')),
  );
  return rows.map((row) => {
    const donation = row.donation === 'part' ? 'part' : 'all';
    return {
      received_on: row.received_on,
      order_number: formatOrderNumber(row.order_number),
      tag_number: row.tag_number,
      confirmation_number: row.confirmation_number,
      hunter_name: row.hunter_name,
      donation,
      pounds: donatedPounds({ choice: donation, pounds_donated: row.donation_pounds }, row.hanging_weight_lbs),
      amount_due_cents: row.amount_due_cents,
    };
  });
}
