import { z } from 'zod';
import { day, wholeNumber } from './answer-parts';

/** One animal checked in (docs/shop.md 9, the processor's log); the page, the print and the CSV all read these. */
export const LogEntrySchema = z.object({
  /** 'GM-1042' */
  order_number: z.string(),
  /** The day checked in, in the shop's time zone. */
  received_on: day,
  tag_number: wholeNumber.nullable(),
  confirmation_number: z.string().nullable(),
  hunter_name: z.string(),
  hunter_address: z.string().nullable(),
  species: z.string(),
  sex: z.string().nullable(),
  harvest_date: day.nullable(),
  harvest_county: z.string().nullable(),
  hanging_weight_lbs: z.number().nullable(),
  /** docs/shop.md 10: the drop-off day the order was booked for, if the shop asked for one. */
  drop_off_day: day.nullable(),
  /** docs/shop.md 13: what a state's record may also ask, and what became of the animal. */
  license_number: z.string().nullable(),
  harvest_state: z.string().nullable(),
  harvest_zone: z.string().nullable(),
  delivered_by: z.string().nullable(),
  disposed_on: day.nullable(),
  disposed_to: z.string().nullable(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** GET /api/shop/log: the animals checked in over a range of days, both included. */
export const ProcessorLogSchema = z.object({
  from: day,
  to: day,
  shop_name: z.string(),
  /** The shop's state ('IN'), whose record's columns the log shows; null: the full log. */
  state: z.string().nullable(),
  entries: z.array(LogEntrySchema),
});
export type ProcessorLog = z.infer<typeof ProcessorLogSchema>;
