import { csvNumber, csvText } from './csv-cells';

/**
 * Issue #15, the processor's log: several states require a processor to keep a record of each deer
 * received. One entry per animal checked in, in the order received; the page, the print and the CSV
 * all read these entries. No zod here: the shop's log page reads the columns (the query's schema is in
 * processor-log-schema.ts).
 */
export type LogEntry = {
  /** 'GM-1042' */
  order_number: string;
  /** The day checked in, 'YYYY-MM-DD' in the shop's time zone. */
  received_on: string;
  tag_number: number | null;
  confirmation_number: string | null;
  hunter_name: string;
  hunter_address: string | null;
  species: string;
  sex: string | null;
  harvest_date: string | null;
  harvest_county: string | null;
  hanging_weight_lbs: number | null;
};

/** GET /api/shop/log: the animals checked in over a range of days, both included. */
export type ProcessorLog = { from: string; to: string; shop_name: string; entries: LogEntry[] };

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
  ];
}

/** 'processor-log-2026-11-01-to-2026-11-30.csv' */
export function logFileName(from: string, to: string): string {
  return `processor-log-${from}-to-${to}.csv`;
}
