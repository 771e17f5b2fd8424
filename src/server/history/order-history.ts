import { desc, eq, sql } from 'drizzle-orm';
import type { OrderEvent } from '../../domain/shop';
import type { Executor } from '../db/client';
import { orderEvents } from '../db/shop-schema';

/**
 * Who did it (docs/shop.md 2 History): a staff member (named as they were then), the customer, the customer on
 * a counter tablet ('Counter tablet: Lobby', docs/shop.md 15), or the system.
 */
export type HistoryActor =
  { id: string; name: string } | { tablet: { id: string; name: string } } | 'Customer' | 'System';

export type NewOrderEvent = {
  orderId: string;
  actor: HistoryActor;
  /** What happened, for code: 'submitted', 'checked_in', 'stage', 'cancelled', 'edit_details'… */
  kind: string;
  /** What happened, for people: 'Checked in with tag 1042'. */
  summary: string;
  /** For changes: only what changed, as it was and as it became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The actor as the history stores it: its kind, its id when it has one, and the name shown. */
export function actorColumns(actor: HistoryActor) {
  if (actor === 'Customer') return { actorKind: 'customer', actorId: null, actorName: 'Customer' };
  if (actor === 'System') return { actorKind: 'system', actorId: null, actorName: 'System' };
  if ('tablet' in actor) {
    return { actorKind: 'tablet', actorId: actor.tablet.id, actorName: `Counter tablet: ${actor.tablet.name}` };
  }
  return { actorKind: 'staff', actorId: actor.id, actorName: actor.name };
}

/**
 * Appends one event to the order's history. Call it inside the change's own transaction, so that a change
 * and its record commit together and a change that fails leaves no record. Events are never changed.
 */
export async function appendOrderEvent(tx: Executor, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    ...actorColumns(event.actor),
    kind: event.kind,
    summary: event.summary,
    before: event.before ?? null,
    after: event.after ?? null,
    // The clock, not the transaction's start: events of one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** The order's events, newest first, as the shop API presents them. */
export async function readOrderEvents(executor: Executor, orderId: string): Promise<OrderEvent[]> {
  const rows = await executor
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorName,
    kind: row.kind,
    summary: row.summary,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
  }));
}
