import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './schema';

/**
 * The notifications' own tables (owned by src/server/notifications).
 * - notification_deliveries: one row per order, channel and kind of message (unique), the unit of "send at
 *   most once". A worker claims a row with a conditional update before sending and marks it sent afterwards.
 * - notification_attempts: every try and its outcome, for the processor and for the SMS cap. A try is
 *   inserted as 'sending' before the provider is called (that row is what the cap counts, atomically) and
 *   updated to its outcome afterwards.
 * - notification_outbox: messages that would have gone out when no provider is configured.
 */
export const ATTEMPT_OUTCOMES = ['sending', 'sent', 'failed', 'skipped'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];
/**
 * What a delivery sends: the customer's confirmation (email and SMS), the shop's own 'New order' email
 * (docs/shop.md 3, when the settings name an address), the customer's 'ready for pickup' message (docs/shop.md 4),
 * and, when a CWD test finds the disease (docs/shop.md 9, 'CWD holds'), the customer's 'Please call' and the shop's
 * email; docs/shop.md 10: 'a drop-off spot opened' for a waitlisted order given a spot, and the SMS the day before a
 * drop-off.
 */
export const DELIVERY_KINDS = [
  'confirmation',
  'shop_new_order',
  'ready',
  'cwd_detected',
  'shop_cwd_detected',
  'pickup_reminder',
  'drop_off_spot',
  'drop_off_reminder',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    kind: text('kind').notNull().default('confirmation'),
    /**
     * 0 for the message every order gets at most once; 'Resend ready message' adds rounds 1, 2, ... of
     * the ready message, each again sent at most once.
     */
    round: integer('round').notNull().default(0),
    /**
     * The status page's token (docs/shop.md 4) for the link this message carries, held only until the message
     * is sent or given up: the order keeps only the token's hash (status_tokens).
     */
    linkToken: text('link_token'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a worker holds the row; a stale claim (crashed worker) may be taken over. */
    claimToken: uuid('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    /**
     * A 'failed' delivery whose provider refused it for good (SMTP 5xx, Twilio's permanent errors): recorded
     * as failed, never claimed again.
     */
    failedPermanently: boolean('failed_permanently').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('notification_deliveries_order_channel_kind_round_key').on(
      table.orderId,
      table.channel,
      table.kind,
      table.round,
    ),
    check('notification_deliveries_channel_check', sql`${table.channel} in ('email', 'sms')`),
    check(
      'notification_deliveries_kind_check',
      sql`${table.kind} in ('confirmation', 'shop_new_order', 'ready', 'cwd_detected', 'shop_cwd_detected', 'pickup_reminder', 'drop_off_spot', 'drop_off_reminder')`,
    ),
    check(
      'notification_deliveries_status_check',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

export const notificationAttempts = pgTable(
  'notification_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the test page's sends, which belong to no order. */
    deliveryId: uuid('delivery_id').references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** E.164 number for SMS (the daily cap counts by it), address for email. */
    recipient: text('recipient').notNull(),
    provider: text('provider').notNull(),
    outcome: text('outcome').notNull(),
    error: text('error'),
    /**
     * A failed try whose provider took the message and never answered in time: it may have reached the
     * recipient, so it counts against the daily caps and towards MAX_UNCONFIRMED_TRIES.
     */
    unconfirmed: boolean('unconfirmed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_attempts_delivery_idx').on(table.deliveryId),
    index('notification_attempts_recipient_idx').on(table.channel, table.recipient, table.createdAt),
    check('notification_attempts_outcome_check', sql`${table.outcome} in ('sending', 'sent', 'failed', 'skipped')`),
  ],
);

export const notificationOutbox = pgTable('notification_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').notNull(),
  orderNumber: text('order_number').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NotificationAttemptRow = typeof notificationAttempts.$inferSelect;
export type NotificationOutboxRow = typeof notificationOutbox.$inferSelect;
