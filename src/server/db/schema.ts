import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { priceVersions } from './price-schema';

/**
 * The tables of docs/customer-flow.md 3. Numeric columns come back as JS numbers (mode 'number'); money in code is cents,
 * and the spec's text and number columns (addon_price '$2.00/lb', weight_cost) are kept for fidelity.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number staff read out (shown as 'GM-1042'); the uuid stays the customer's secret. */
    orderNumber: integer('order_number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    animalType: text('animal_type').notNull().default(''),
    gender: text('gender'),
    status: text('status').notNull().default('collecting_details'),
    weightOption: text('weight_option'),
    weightPounds: numeric('weight_pounds', { mode: 'number' }),
    weightCost: numeric('weight_cost', { precision: 10, scale: 2, mode: 'number' }),
    totalCents: integer('total_cents'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** docs/shop.md 2: where a submitted order is in the shop; null while the customer is still ordering. */
    stage: text('stage'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true, mode: 'date' }),
    /** Check-in: the shop's tag, unique within a season (the calendar year in the shop's time zone). */
    tagNumber: integer('tag_number'),
    season: integer('season'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    confirmationNumber: text('confirmation_number'),
    hangingWeightLbs: numeric('hanging_weight_lbs', { precision: 5, scale: 1, mode: 'number' }),
    /** docs/shop.md 11: the packaged meat's weight, entered before or at 'Mark ready for pickup'. */
    finishedWeightLbs: numeric('finished_weight_lbs', { precision: 5, scale: 1, mode: 'number' }),
    storageLocation: text('storage_location'),
    dropOffNotes: text('drop_off_notes'),
    /** docs/shop.md 9, the processor's log: what several states ask a processor to record of each deer. */
    harvestDate: date('harvest_date', { mode: 'string' }),
    harvestCounty: text('harvest_county'),
    hunterAddress: text('hunter_address'),
    /** docs/shop.md 13: what the shop's state's record asks of the animal (src/domain/shop/state-records.ts). */
    licenseNumber: text('license_number'),
    harvestState: text('harvest_state'),
    harvestZone: text('harvest_zone'),
    deliveredBy: text('delivered_by'),
    /**
     * docs/shop.md 9, CWD holds: a chronic wasting disease sample taken from the animal keeps the meat on hold
     * until its result; 'detected' holds it until the owner records what was done (or cancels).
     */
    cwdSampleId: text('cwd_sample_id'),
    cwdTakenOn: date('cwd_taken_on', { mode: 'string' }),
    cwdResult: text('cwd_result'),
    cwdResultAt: timestamp('cwd_result_at', { withTimezone: true, mode: 'date' }),
    cwdOutcome: text('cwd_outcome'),
    /**
     * docs/shop.md 9, unclaimed meat: the shop-local day the order last became ready, and the free days and fee
     * per day of the rules that day (what the customer was told); the day storage stopped counting (pickup,
     * or marked unclaimed); and, for an unclaimed order, what became of the meat.
     */
    readyOn: date('ready_on', { mode: 'string' }),
    storageFreeDays: integer('storage_free_days'),
    storageFeeCents: integer('storage_fee_cents'),
    storageUntil: date('storage_until', { mode: 'string' }),
    unclaimedDisposition: text('unclaimed_disposition'),
    unclaimedNote: text('unclaimed_note'),
    cancelReason: text('cancel_reason'),
    /** docs/shop.md 2 'Record pickup': who took the meat, and when. */
    pickedUpBy: text('picked_up_by'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true, mode: 'date' }),
    /** docs/shop.md 5: the price list the order is priced with, for good (set when the order is created). */
    priceVersion: integer('price_version')
      .notNull()
      .default(1)
      .references(() => priceVersions.version),
    /** ADR 0604: the language the customer ordered in; every message to them is written in it. */
    language: text('language').notNull().default('en'),
    /**
     * docs/shop.md 10: the day the customer will bring the animal in, when the shop asks for one (a calendar day in
     * the shop's time zone). A draft's day holds no spot; the submit takes one (src/server/drop-off-days).
     */
    dropOffDay: date('drop_off_day', { mode: 'string' }),
    /**
     * docs/shop.md 10, 'Waitlist': submitted to wait for a spot on its day; it does not count against the day's
     * capacity.
     */
    dropOffWaitlist: boolean('drop_off_waitlist').notNull().default(false),
    /**
     * docs/shop.md 16: one customer's several animals ('Order another animal', 'Save and add another animal'):
     * the id of the group's first order, on every order of the group, that one included. Null for one animal.
     */
    groupId: uuid('group_id'),
    /**
     * ADR 1301: null keeps the meat; 'all' or 'part' (with its pounds) gives it to a
     * program, whose terms are copied here when the donation is set, so that an invoice never changes when
     * the owner edits the program later. The share is computed on read (src/server/order-records/share-sql.ts).
     */
    donation: text('donation'),
    donationPounds: numeric('donation_pounds', { precision: 5, scale: 1, mode: 'number' }),
    donationProgramId: uuid('donation_program_id'),
    donationPays: text('donation_pays'),
    donationRateCents: integer('donation_rate_cents'),
    donationSetAt: timestamp('donation_set_at', { withTimezone: true, mode: 'date' }),
    /** The phone's digits, so that a search in any formatting finds it. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`regexp_replace(phone_number, '[^0-9]', '', 'g')`),
    /**
     * Name and email in lower case, for the board's partial search (strpos): lowering once on write instead
     * of ILIKE on every row of every search keeps a season's search within budget (scripts/bench-shop.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(full_name || E'\\n' || email)`),
  },
  (table) => [
    check(
      'orders_status_check',
      sql`${table.status} in ('collecting_details', 'in_progress', 'completed', 'cancelled')`,
    ),
    check(
      'orders_cwd_result_check',
      sql`${table.cwdResult} is null or ${table.cwdResult} in ('not_detected', 'detected')`,
    ),
    check(
      'orders_donation_check',
      sql`(${table.donation} is null and ${table.donationProgramId} is null)
        or (${table.donation} in ('all', 'part') and ${table.donationProgramId} is not null
          and ${table.donationPays} in ('per_animal', 'per_pound', 'nothing') and ${table.donationRateCents} >= 0
          and (${table.donation} = 'all' or ${table.donationPounds} > 0))`,
    ),
    // /shop/donations reads one program's animals by the day they were checked in.
    index('orders_donation_program_idx')
      .on(table.donationProgramId, table.checkedInAt)
      .where(sql`${table.donationProgramId} is not null`),
    check('orders_language_check', sql`${table.language} in ('en', 'es')`),
    index('orders_group_idx')
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
    check('orders_animal_type_check', sql`${table.animalType} in ('', 'Deer', 'Hog')`),
    check(
      'orders_weight_option_check',
      sql`${table.weightOption} is null or ${table.weightOption} in ('under200', 'over200')`,
    ),
    check(
      'orders_stage_check',
      sql`${table.stage} is null or ${table.stage} in ('submitted', 'checked_in', 'processing', 'ready', 'picked_up', 'cancelled', 'unclaimed')`,
    ),
    // The database, not a read before the write, keeps a tag to one order per season.
    uniqueIndex('orders_season_tag_key')
      .on(table.season, table.tagNumber)
      .where(sql`${table.tagNumber} is not null`),
    // The board's order (newest first, the number breaking ties), overall and per stage, read from the index.
    index('orders_stage_completed_idx')
      .on(table.stage, table.completedAt.desc(), table.orderNumber.desc())
      .where(sql`${table.stage} is not null`),
    index('orders_completed_idx')
      .on(table.completedAt.desc(), table.orderNumber.desc())
      .where(sql`${table.stage} is not null`),
    check(
      'orders_unclaimed_disposition_check',
      sql`${table.unclaimedDisposition} is null or ${table.unclaimedDisposition} in ('donated', 'disposed', 'other')`,
    ),
    // The daily pickup reminders and the board's 'Overdue' read the ready orders by the day they became ready.
    index('orders_ready_on_idx')
      .on(table.readyOn)
      .where(sql`${table.stage} = 'ready'`),
    // docs/shop.md 10: a day's bookings are counted under its lock at every submit.
    index('orders_drop_off_day_idx')
      .on(table.dropOffDay, table.animalType)
      .where(sql`${table.dropOffDay} is not null and ${table.status} = 'completed'`),
    // The processor's log reads the animals checked in over a range of days.
    index('orders_checked_in_idx')
      .on(table.checkedInAt, table.orderNumber)
      .where(sql`${table.checkedInAt} is not null`),
  ],
);

export const orderCuts = pgTable(
  'order_cuts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cutName: text('cut_name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('order_cuts_order_id_idx').on(table.orderId)],
);

export const orderAddons = pgTable(
  'order_addons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    addonName: text('addon_name').notNull(),
    addonPrice: text('addon_price'),
    quantity: numeric('quantity', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('order_addons_order_id_idx').on(table.orderId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderCutRow = typeof orderCuts.$inferSelect;
export type OrderAddonRow = typeof orderAddons.$inferSelect;
