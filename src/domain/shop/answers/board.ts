import { z } from 'zod';
import { BOARD_FILTERS } from '../schemas';
import { STAGES } from '../stages';
import { day, moment, wholeNumber } from './answer-parts';

/** The board's answers (docs/shop.md 3). */

export const BoardRowSchema = z.object({
  order_number: z.string(),
  tag_number: wholeNumber.nullable(),
  /** Where the meat hangs or waits (check-in's 'Storage location'), for staff in the cooler (docs/shop.md 3). */
  storage_location: z.string().nullable(),
  full_name: z.string(),
  animal_type: z.string(),
  gender: z.string().nullable(),
  stage: z.enum(STAGES),
  submitted_at: moment,
  grand_total_cents: wholeNumber,
  balance_due_cents: wholeNumber,
  /** A CWD hold (docs/shop.md 9, 'CWD holds'), shown beside the stage. */
  hold: z.enum(['pending', 'detected', 'donation']).nullable(),
  /** docs/shop.md 10: the order's drop-off day, and whether it waits for a spot on it. */
  drop_off_day: day.nullable(),
  drop_off_waitlist: z.boolean(),
});
export type BoardRow = z.infer<typeof BoardRowSchema>;

/** GET /api/shop/orders: one page of the filter and search, with each filter's count. */
export const BoardPageSchema = z.object({
  rows: z.array(BoardRowSchema),
  counts: z.record(z.enum(BOARD_FILTERS), wholeNumber),
  page: wholeNumber,
  page_count: wholeNumber,
  /** Rows matching the filter and search, over all pages. */
  total: wholeNumber,
  /** The drop-off day the board is filtered by ('today' and 'tomorrow' read in the shop's time zone), or null. */
  drop_off_day: day.nullable(),
  /**
   * docs/shop.md 3: orders submitted in the last hour, shop-wide, when more than COMPLETION_ALERT_PER_HOUR
   * (the setting, alert_above); null otherwise. Many orders at once may be someone sending messages through
   * them (docs/notifications.md, 'Limits').
   */
  unusual_orders: z.object({ last_hour: wholeNumber, alert_above: wholeNumber }).nullable(),
});
export type BoardPage = z.infer<typeof BoardPageSchema>;
export type UnusualOrders = BoardPage['unusual_orders'];

/** GET /api/shop/lookup?q=: the one order a scanned or typed order number or tag names. */
export const LookupResultSchema = z.object({ order_number: z.string() });
export type LookupResult = z.infer<typeof LookupResultSchema>;

/** A live change on the board: the data of the server-sent event 'order' (GET /api/shop/events). */
export const OrderChangeEventSchema = z.object({
  order_number: z.string(),
  kind: z.enum(['submitted', 'changed']),
});
export type OrderChangeEvent = z.infer<typeof OrderChangeEventSchema>;
