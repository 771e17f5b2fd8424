import type { LogEntry } from './answers/processor-log';
import { csvNumber, csvText } from './csv-cells';

/**
 * Issue #15, the processor's log: several states require a processor to keep a record of each deer
 * received. One entry per animal checked in, in the order received; the page, the print and the CSV
 * all read these entries (answers/processor-log.ts). No zod here: the shop's log page reads the columns
 * (the query's schema is in processor-log-schema.ts).
 */
/** The columns, in the page's and the file's order. */
export const LOG_COLUMNS = [
  'Date received',
  'Tag',
  'Order number',
  'Confirmation number',
  "Hunter's name",
  "Hunter's address",
  'Species',
  'Sex',
  'Harvest date',
  'County of harvest',
  'Hanging weight (lbs)',
  // Issue #28 point 6: the day the animal was booked to come in, when the shop asked for one.
  'Drop-off day',
] as const;

/** One entry as the columns above, every text cell guarded against formulas as in the export. */
export function logCsvRow(entry: LogEntry): string[] {
  return [
    entry.received_on,
    csvNumber(entry.tag_number),
    entry.order_number,
    csvText(entry.confirmation_number),
    csvText(entry.hunter_name),
    csvText(entry.hunter_address),
    csvText(entry.species),
    csvText(entry.sex),
    entry.harvest_date ?? '',
    csvText(entry.harvest_county),
    csvNumber(entry.hanging_weight_lbs),
    entry.drop_off_day ?? '',
  ];
}

/** 'processor-log-2026-11-01-to-2026-11-30.csv' */
export function logFileName(from: string, to: string): string {
  return `processor-log-${from}-to-${to}.csv`;
}
