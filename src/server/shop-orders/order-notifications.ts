import { asc, eq } from 'drizzle-orm';
import type { NotificationSummary, OrderEvent } from '../../domain/shop';
import type { Executor } from '../db/client';
import { notificationAttempts, notificationDeliveries } from '../db/notification-schema';

const CHANNEL_LABELS = { email: 'Email', sms: 'SMS' } as const;
type ChannelName = keyof typeof CHANNEL_LABELS;

/** SHOP.md 3 'Notifications': each message of the order with its state (one per channel so far). */
export async function readNotificationSummaries(executor: Executor, orderId: string): Promise<NotificationSummary[]> {
  const rows = await executor
    .select({
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.orderId, orderId))
    .orderBy(asc(notificationDeliveries.channel));
  return rows.map((row) => ({
    channel: row.channel as ChannelName,
    // Deliveries are the order's confirmations until the ready message adds a kind of its own.
    kind: 'confirmation',
    status: row.status as NotificationSummary['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

function attemptSummary(channel: ChannelName, outcome: string, reason: string | null): string {
  const label = CHANNEL_LABELS[channel];
  if (outcome === 'sending') return `${label} being sent`;
  return reason ? `${label} ${outcome}: ${reason}` : `${label} ${outcome}`;
}

/** SHOP.md 2 History: every notification attempt of the order (channel, sent or failed, reason), by 'System'. */
export async function readNotificationEvents(executor: Executor, orderId: string): Promise<OrderEvent[]> {
  const rows = await executor
    .select({
      id: notificationAttempts.id,
      channel: notificationAttempts.channel,
      outcome: notificationAttempts.outcome,
      error: notificationAttempts.error,
      createdAt: notificationAttempts.createdAt,
    })
    .from(notificationAttempts)
    .innerJoin(notificationDeliveries, eq(notificationDeliveries.id, notificationAttempts.deliveryId))
    .where(eq(notificationDeliveries.orderId, orderId));
  return rows.map((row) => {
    const channel = row.channel as ChannelName;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: 'System',
      kind: 'notification',
      summary: attemptSummary(channel, row.outcome, row.error),
      before: null,
      after: { channel, outcome: row.outcome, reason: row.error },
    };
  });
}
