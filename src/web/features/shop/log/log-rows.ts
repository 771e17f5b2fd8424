import type { LogEntry } from '../../../../domain/shop/answers/processor-log';
import { LOG_COLUMNS, recordEntryOf } from '../../../../domain/shop/processor-log';
import {
  type RecordField,
  type StateProfile,
  missingRecordFields,
  recordCell,
} from '../../../../domain/shop/state-records';
import { formatShopDay } from '../lib/format-shop-time';

/**
 * The rows /shop/log shows (docs/shop.md 9, 'The processor's log'): the full log's, or the shop's state's record's,
 * every cell a text, days as the shop reads them ('Nov 20'). The print reads the same rows; the CSV its own
 * (processor-log.ts), with ISO days.
 */
export type LogRow = {
  order_number: string;
  received_on: string;
  cells: string[];
  /** The labels of what the state's rule requires that the entry lacks (none in the full log). */
  missing: string[];
};

const given = (value: string | number | null) => (value === null || value === '' ? '' : String(value));
const day = (value: string | null) => (value ? formatShopDay(value) : '');

/** The full log's cells of one entry, in LOG_COLUMNS' order. */
export function fullLogCells(entry: LogEntry): string[] {
  const cells = [
    day(entry.received_on),
    given(entry.tag_number),
    entry.order_number,
    given(entry.confirmation_number),
    entry.hunter_name,
    given(entry.hunter_address),
    entry.species,
    given(entry.sex),
    day(entry.harvest_date),
    given(entry.harvest_county),
    given(entry.hanging_weight_lbs),
    day(entry.drop_off_day),
    given(entry.license_number),
    given(entry.harvest_state),
    given(entry.harvest_zone),
    given(entry.delivered_by),
    day(entry.disposed_on),
    given(entry.disposed_to),
  ];
  if (cells.length !== LOG_COLUMNS.length) throw new Error('The full log has a cell for each of its columns.');
  return cells;
}

export function fullLogRows(entries: readonly LogEntry[]): LogRow[] {
  return entries.map((entry) => ({
    order_number: entry.order_number,
    received_on: entry.received_on,
    cells: fullLogCells(entry),
    missing: [],
  }));
}

const DAY_FIELDS: readonly RecordField[] = ['received_on', 'harvest_date', 'disposed_on'];

/** The state's record: its columns in the rule's order, and what each entry lacks that the rule requires. */
export function stateLogRows(profile: StateProfile, entries: readonly LogEntry[]): LogRow[] {
  return entries.map((entry) => {
    const record = recordEntryOf(entry);
    return {
      order_number: entry.order_number,
      received_on: entry.received_on,
      cells: profile.columns.map((column) => {
        const cell = recordCell(profile, record, column.field);
        return DAY_FIELDS.includes(column.field) ? day(cell) : cell;
      }),
      missing: missingRecordFields(profile, record),
    };
  });
}

/** '2 entries are missing a field the rule requires.'; null when none is. */
export function missingCountText(rows: readonly LogRow[]): string | null {
  const count = rows.filter((row) => row.missing.length > 0).length;
  if (count === 0) return null;
  return count === 1
    ? '1 entry is missing a field the rule requires.'
    : `${count} entries are missing a field the rule requires.`;
}

/** 'Missing: State of harvest, Confirmation number' */
export const missingText = (missing: readonly string[]) => `Missing: ${missing.join(', ')}`;

/** '3 animals' */
export const animalsText = (count: number) => `${count} ${count === 1 ? 'animal' : 'animals'}`;
