import { asc, desc, eq } from 'drizzle-orm';
import {
  CHANNEL_LABELS,
  type MessageChannel,
  type NotificationSummary,
  type OrderEvent,
  messageKindName,
} from '../../domain/shop';
import type { Executor } from '../db/client';
import { notificationAttempts, notificationDeliveries } from '../db/notification-schema';

/** docs/shop.md 3 'Notifications': each message of the order (one per channel, kind and round) with its state. */
export async function readNotificationSummaries(executor: Executor, orderId: string): Promise<NotificationSummary[]> {
  const rows = await executor
    .select({
      channel: notificationDeliveries.channel,
      kind: notificationDeliveries.kind,
      round: notificationDeliveries.round,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      failedPermanently: notificationDeliveries.failedPermanently,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.orderId, orderId))
    .orderBy(
      asc(notificationDeliveries.createdAt),
      asc(notificationDeliveries.kind),
      asc(notificationDeliveries.round),
      asc(notificationDeliveries.channel),
    );
  return rows.map((row) => ({
    channel: row.channel as MessageChannel,
    kind: row.kind,
    round: row.round,
    status: row.status as NotificationSummary['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    failed_permanently: row.failedPermanently,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

/** 'Confirmation SMS failed: <reason>', 'Confirmation email sent', 'Ready for pickup SMS (resend 1) sent'. */
function attemptSummary(
  { kind, round, channel }: { kind: string; round: number; channel: MessageChannel },
  outcome: string,
  reason: string | null,
): string {
  // A pickup reminder's round is its day after ready (docs/shop.md 9, 'Unclaimed meat'), a drop-off reminder's its
  // drop-off day's number (docs/shop.md 10: one per day the order is booked for, the day itself in the order's page);
  // other rounds are resends.
  const resend =
    round === 0 || kind === 'drop_off_reminder'
      ? ''
      : kind === 'pickup_reminder'
        ? ` (day ${round})`
        : ` (resend ${round})`;
  const label = `${messageKindName(kind)} ${channel === 'email' ? 'email' : CHANNEL_LABELS[channel]}${resend}`;
  if (outcome === 'sending') return `${label} being sent`;
  return reason ? `${label} ${outcome}: ${reason}` : `${label} ${outcome}`;
}

/** docs/shop.md 2 History: every notification attempt of the order (channel, sent or failed, reason), by 'System'. */
export async function readNotificationEvents(executor: Executor, orderId: string): Promise<OrderEvent[]> {
  const rows = await executor
    .select({
      id: notificationAttempts.id,
      channel: notificationAttempts.channel,
      kind: notificationDeliveries.kind,
      round: notificationDeliveries.round,
      outcome: notificationAttempts.outcome,
      error: notificationAttempts.error,
      createdAt: notificationAttempts.createdAt,
    })
    .from(notificationAttempts)
    .innerJoin(notificationDeliveries, eq(notificationDeliveries.id, notificationAttempts.deliveryId))
    .where(eq(notificationDeliveries.orderId, orderId))
    .orderBy(desc(notificationAttempts.createdAt));
  return rows.map((row) => {
    const channel = row.channel as MessageChannel;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: 'System',
      kind: 'notification',
      summary: attemptSummary({ kind: row.kind, round: row.round, channel }, row.outcome, row.error),
      before: null,
      after: {
        channel,
        kind: row.kind,
        // Only a resend or a reminder names its round: the message itself is the one everybody expects.
        ...(row.round > 0 ? { round: row.round } : {}),
        outcome: row.outcome,
        reason: row.error,
      },
    };
  });
}
