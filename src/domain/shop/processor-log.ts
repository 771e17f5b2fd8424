import type { LogEntry } from './answers/processor-log';
import { csvNumber, csvText } from './csv-cells';
import { type RecordEntry, type StateProfile, missingRecordFields, recordCell } from './state-records';

/**
 * docs/shop.md 9, the processor's log: several states require a processor to keep a record of each deer
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
  // docs/shop.md 10, 'The shop's view': the day the animal was booked to come in, when the shop asked for one.
  'Drop-off day',
  // docs/shop.md 13: what some states' records also ask, and what became of the animal.
  'License number',
  'State of harvest',
  'Zone of harvest',
  'Delivered by',
  'Date disposed',
  'Disposed to',
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
    csvText(entry.license_number),
    csvText(entry.harvest_state),
    csvText(entry.harvest_zone),
    csvText(entry.delivered_by),
    entry.disposed_on ?? '',
    csvText(entry.disposed_to),
  ];
}

/** An entry as a state's record reads it (state-records.ts): every field a text, '' when not recorded. */
export function recordEntryOf(entry: LogEntry): RecordEntry {
  return {
    received_on: entry.received_on,
    species: entry.species,
    sex: entry.sex ?? '',
    owner_name: entry.hunter_name,
    owner_address: entry.hunter_address ?? '',
    delivered_by: entry.delivered_by ?? '',
    harvest_state: entry.harvest_state ?? '',
    harvest_county: entry.harvest_county ?? '',
    harvest_zone: entry.harvest_zone ?? '',
    harvest_date: entry.harvest_date ?? '',
    license_number: entry.license_number ?? '',
    confirmation_number: entry.confirmation_number ?? '',
    tag_number: entry.tag_number === null ? '' : String(entry.tag_number),
    disposed_on: entry.disposed_on ?? '',
    disposed_to: entry.disposed_to ?? '',
  };
}

/**
 * The CSV of a state's record: its columns in the rule's order, then 'Missing' (what the rule requires that the
 * entry lacks) and the order number to find the animal by; text guarded against formulas as in the export.
 */
export function stateRecordCsvRows(profile: StateProfile, entries: readonly LogEntry[]): string[][] {
  const header = [...profile.columns.map((column) => column.label), 'Missing', 'Order number'];
  const rows = entries.map((entry) => {
    const record = recordEntryOf(entry);
    return [
      ...profile.columns.map((column) => csvText(recordCell(profile, record, column.field))),
      csvText(missingRecordFields(profile, record).join('; ')),
      entry.order_number,
    ];
  });
  return [header, ...rows];
}

/** 'processor-log-2026-11-01-to-2026-11-30.csv' */
export function logFileName(from: string, to: string): string {
  return `processor-log-${from}-to-${to}.csv`;
}
