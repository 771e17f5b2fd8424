import { asc, desc, eq } from 'drizzle-orm';
import type { NotificationSummary, OrderEvent } from '../../domain/shop';
import type { Executor } from '../db/client';
import { notificationAttempts, notificationDeliveries } from '../db/notification-schema';

const CHANNEL_LABELS = { email: 'Email', sms: 'SMS' } as const;
type ChannelName = keyof typeof CHANNEL_LABELS;

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
    channel: row.channel as ChannelName,
    kind: row.kind,
    round: row.round,
    status: row.status as NotificationSummary['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    failed_permanently: row.failedPermanently,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

/** The message kinds as people read them; a kind not listed reads as its name ('some_kind' → 'Some kind'). */
const KIND_LABELS: Record<string, string> = {
  confirmation: 'Confirmation',
  shop_new_order: "Shop's new-order",
  ready: 'Ready for pickup',
  cwd_detected: 'CWD detected',
  shop_cwd_detected: "Shop's CWD detected",
  pickup_reminder: 'Pickup reminder',
  drop_off_spot: 'Drop-off spot opened',
  drop_off_reminder: 'Drop-off reminder',
};

function kindLabel(kind: string): string {
  const spelt = kind.replace(/_/g, ' ');
  return KIND_LABELS[kind] ?? `${spelt.charAt(0).toUpperCase()}${spelt.slice(1)}`;
}

/** 'Confirmation SMS failed: <reason>', 'Confirmation email sent', 'Ready for pickup SMS (resend 1) sent'. */
function attemptSummary(
  { kind, round, channel }: { kind: string; round: number; channel: ChannelName },
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
  const label = `${kindLabel(kind)} ${channel === 'email' ? 'email' : CHANNEL_LABELS[channel]}${resend}`;
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
    const channel = row.channel as ChannelName;
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
