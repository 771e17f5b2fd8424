import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './schema';

/** The shop's own tables (docs/shop.md): settings, server secrets, sign-in throttling and the audit trails. */

/** One row (id 1): what the owner sets at /shop/settings. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    pickupHours: text('pickup_hours').notNull().default(''),
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    firstTagNumber: integer('first_tag_number').notNull().default(1),
    newOrderEmail: text('new_order_email'),
    /** docs/shop.md 9, unclaimed meat: the shop's pickup rule (see src/domain/shop/storage.ts). */
    freeStorageDays: integer('free_storage_days').notNull().default(14),
    storageFeeCents: integer('storage_fee_cents').notNull().default(0),
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,14}'::integer[]`),
    unclaimedAfterDays: integer('unclaimed_after_days').notNull().default(30),
    /** docs/shop.md 1: the owner's rule that every account signs in with two-factor. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** docs/shop.md 13: the shop's state or province ('IN'), whose record the log keeps; null: none chosen. */
    state: text('state'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * docs/shop.md 10, one row (id 1): the owner's drop-off days (src/domain/drop-off-days.ts), kept apart from
 * shop_settings because the Settings screen saves all of its row at once (ADR 1201). No row: bookings off.
 */
export const dropOffSettings = pgTable(
  'drop_off_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    /** 'monday' … 'sunday'. */
    weekdays: text('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deerPerDay: integer('deer_per_day').notNull().default(0),
    hogsPerDay: integer('hogs_per_day').notNull().default(0),
    /** docs/shop.md 10: the hour of the shop's day (0 to 23) the reminder the day before a drop-off goes out. */
    reminderHour: integer('reminder_hour').notNull().default(9),
    closedDates: date('closed_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** [{ day, deer, hogs }]: dates with their own numbers, read through the domain's schema. */
    overrides: jsonb('overrides')
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('drop_off_settings_single_row', sql`${table.id} = 1`),
    check('drop_off_settings_per_day_check', sql`${table.deerPerDay} >= 0 and ${table.hogsPerDay} >= 0`),
    check('drop_off_settings_reminder_hour_check', sql`${table.reminderHour} between 0 and 23`),
  ],
);

export type DropOffSettingsRow = typeof dropOffSettings.$inferSelect;

/**
 * docs/shop.md 10, 'We're full today': 'Mark today full' and 'Open today again', appended, never changed: the latest
 * row of a day says whether staff marked it full, and every row says who did it and when.
 */
export const dropOffDayMarks = pgTable(
  'drop_off_day_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    full: boolean('full').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('drop_off_day_marks_day_idx').on(table.day, table.createdAt)],
);

/** Secrets every process must share (the session signing secret, the setup token's hash). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every sign-in attempt, counted in the database so the throttle holds across processes (docs/shop.md 1). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_attempts_email_idx').on(table.email, table.createdAt),
    index('sign_in_attempts_client_idx').on(table.client, table.createdAt),
  ],
);

/** Who did what to an order, when, before and after (docs/shop.md 2 History). Appended, never changed. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'staff' (with the account), 'customer' or 'system'. */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.createdAt),
    check('order_events_actor_kind_check', sql`${table.actorKind} in ('staff', 'customer', 'system', 'tablet')`),
  ],
);

/** Sign-ins, failed sign-ins and account changes (docs/shop.md 2). */
export const staffEvents = pgTable(
  'staff_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    subjectId: text('subject_id'),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_events_created_idx').on(table.createdAt)],
);

/**
 * ADR 1301: programs that pay the processor for donated animals. Never deleted: a
 * retired program is hidden from new choices and kept on the orders that have it.
 */
export const donationPrograms = pgTable(
  'donation_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 'per_animal', 'per_pound' or 'nothing'; rate_cents is per animal or per pound (0 for nothing). */
    pays: text('pays').notNull(),
    rateCents: integer('rate_cents').notNull().default(0),
    invoiceContact: text('invoice_contact').notNull().default(''),
    holdForCwd: boolean('hold_for_cwd').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('donation_programs_pays_check', sql`${table.pays} in ('per_animal', 'per_pound', 'nothing')`),
    check('donation_programs_rate_check', sql`${table.rateCents} >= 0`),
    uniqueIndex('donation_programs_name_key').on(sql`lower(${table.name})`),
  ],
);

export type DonationProgramRow = typeof donationPrograms.$inferSelect;

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * docs/shop.md 2 Payments: money taken for an order (a deposit is one taken at check-in). A mistaken payment
 * is voided (who, when, why), never deleted; only payments not voided count against the balance.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    note: text('note'),
    takenById: text('taken_by_id'),
    takenByName: text('taken_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByName: text('voided_by_name'),
    voidReason: text('void_reason'),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId, table.createdAt),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_method_check', sql`${table.method} in ('cash', 'card', 'check', 'other')`),
  ],
);

/**
 * docs/shop.md 4: the customer's status page tokens (128 random bits), kept only as their SHA-256 hash. An
 * order may have several: each message that carries a link gets its own.
 */
export const statusTokens = pgTable(
  'status_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('status_tokens_order_idx').on(table.orderId)],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * docs/shop.md 15: the lobby's counter tablets. Each holds a long-lived device credential, stored here only as
 * its SHA-256 (the device keeps the token in an httpOnly cookie); it opens the customer flow in counter mode
 * and nothing of the shop. 'Remove' ends it at once; a removed tablet is kept for its orders' history.
 */
export const counterTablets = pgTable(
  'counter_tablets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('counter_tablets_token_hash_idx').on(table.tokenHash)],
);

/**
 * docs/shop.md 17: the codes that let a returning hunter start from their last order. Keyed by a keyed hash of the
 * phone number (never the number), the code itself kept only as a keyed hash; one use, 10 minutes, 5 tries.
 * Made only for a number that has an order; the answer is the same either way.
 */
export const reorderCodes = pgTable(
  'reorder_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneKey: text('phone_key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('reorder_codes_phone_idx').on(table.phoneKey, table.createdAt)],
);
