import { sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../domain';
import { type LogEntry, type LogQuery, disposalOf } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { shopDaySql } from '../db/shop-days';
import { donationPrograms } from '../db/shop-schema';
import { selectReceivedOrders } from '../order-records/received-orders';

/**
 * docs/shop.md 9, 'The processor's log': every animal checked in from the start of `from` to the end of `to` (days of
 * the shop's time zone), in the order received. An order moved back before check-in was never received; one
 * cancelled after it was, and stays in the log.
 */
export async function readProcessorLog(db: Executor, query: LogQuery, timeZone: string): Promise<LogEntry[]> {
  const rows = await selectReceivedOrders(
    db,
    {
      hunter_address: orders.hunterAddress,
      species: orders.animalType,
      sex: orders.gender,
      harvest_date: orders.harvestDate,
      harvest_county: orders.harvestCounty,
      hanging_weight_lbs: orders.hangingWeightLbs,
      drop_off_day: orders.dropOffDay,
      license_number: orders.licenseNumber,
      harvest_state: orders.harvestState,
      harvest_zone: orders.harvestZone,
      delivered_by: orders.deliveredBy,
      stage: orders.stage,
      picked_up_on: shopDaySql(orders.pickedUpAt, timeZone),
      picked_up_by: orders.pickedUpBy,
      unclaimed_on: sql<
        string | null
      >`case when ${orders.stage} = 'unclaimed' then ${shopDaySql(orders.stageChangedAt, timeZone)} end`,
      unclaimed_disposition: orders.unclaimedDisposition,
      unclaimed_note: orders.unclaimedNote,
      // docs/shop.md 12: a whole animal donated goes to its program.
      donated_to: sql<string | null>`case when ${orders.donation} = 'all' then ${donationPrograms.name} end`,
    },
    query,
    timeZone,
  );
  return rows.map(
    ({
      stage,
      picked_up_on,
      picked_up_by,
      unclaimed_on,
      unclaimed_disposition,
      unclaimed_note,
      donated_to,
      ...row
    }) => {
      const disposal = disposalOf({
        stage,
        picked_up_on,
        picked_up_by,
        donated_to,
        unclaimed_on,
        unclaimed_disposition,
        unclaimed_note,
      });
      return {
        ...row,
        order_number: formatOrderNumber(row.order_number),
        disposed_on: disposal?.on ?? null,
        disposed_to: disposal?.to ?? null,
      };
    },
  );
}
