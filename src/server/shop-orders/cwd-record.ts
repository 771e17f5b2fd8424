import { sql } from 'drizzle-orm';
import { type CwdHold, type CwdRecord, type CwdResult, type Stage, cwdHoldOf } from '../../domain/shop';
import type { OrderRow } from '../db/schema';
import { orders } from '../db/schema';
import { donationPrograms } from '../db/shop-schema';

/** The order's CWD columns as the API names them (docs/shop.md 9, 'CWD holds'). */
export function cwdRecordOf(order: OrderRow): CwdRecord {
  return {
    sample_id: order.cwdSampleId,
    taken_on: order.cwdTakenOn,
    result: order.cwdResult as CwdResult | null,
    result_at: order.cwdResultAt ? order.cwdResultAt.toISOString() : null,
    outcome: order.cwdOutcome,
  };
}

/** donationHold: the order's donation program holds its animals until the CWD result (ADR 1301). */
export function cwdOf(order: OrderRow & { stage: Stage }, donationHold = false): CwdRecord & { hold: CwdHold | null } {
  const record = cwdRecordOf(order);
  return { ...record, hold: cwdHoldOf(order.stage, record, donationHold) };
}

/** Whether the order's program holds donated animals until the CWD result, as holdsForCwd reads it (ADR 1301). */
export const donationHoldsSql = sql<boolean>`(${orders.donationProgramId} is not null and exists (
  select 1 from ${donationPrograms} where ${donationPrograms.id} = ${orders.donationProgramId} and ${donationPrograms.holdForCwd}))`;

/**
 * cwdHoldOf in SQL, for the board's filter and count: a hold of an order still in the shop, a donated animal
 * waiting for its sample included (docs/shop.md 12).
 */
export const onCwdHoldSql = sql`(${orders.stage} not in ('picked_up', 'cancelled', 'unclaimed') and (
  (${orders.cwdSampleId} is null and ${donationHoldsSql})
  or (${orders.cwdSampleId} is not null
    and (${orders.cwdResult} is null or (${orders.cwdResult} = 'detected' and ${orders.cwdOutcome} is null)))))`;
