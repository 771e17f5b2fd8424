import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../domain/shop/answers/processor-log';
import { LOG_COLUMNS } from '../../../../domain/shop/processor-log';
import { stateProfileOf } from '../../../../domain/shop/state-records';
import { animalsText, fullLogCells, missingCountText, missingText, stateLogRows } from './log-rows';

const ENTRY: LogEntry = {
  order_number: 'GM-1042',
  received_on: '2025-11-20',
  tag_number: 17,
  confirmation_number: null,
  hunter_name: 'Logan Logger',
  hunter_address: '44 Pine Rd',
  species: 'Deer',
  sex: 'Buck',
  harvest_date: null,
  harvest_county: 'Brown',
  hanging_weight_lbs: 120.5,
  drop_off_day: null,
  license_number: 'L-1',
  harvest_state: 'OH',
  harvest_zone: null,
  delivered_by: null,
  disposed_on: '2025-11-28',
  disposed_to: 'Picked up by Logan Logger',
};

const profile = (code: string) => {
  const found = stateProfileOf(code);
  if (!found) throw new Error(code);
  return found;
};

describe('the log rows', () => {
  it('fill every column of the full log, days as the shop reads them', () => {
    const cells = fullLogCells(ENTRY);
    expect(cells).toHaveLength(LOG_COLUMNS.length);
    expect(cells[0]).toBe('Nov 20, 2025');
    expect(cells.slice(12)).toEqual(['L-1', 'OH', '', '', 'Nov 28, 2025', 'Picked up by Logan Logger']);
  });

  it("show Indiana's columns in its order and what its rule requires that the entry lacks", () => {
    const [row] = stateLogRows(profile('IN'), [ENTRY]);
    expect(row?.cells).toEqual(['Nov 20, 2025', 'Nov 28, 2025', 'Logan Logger', '44 Pine Rd', 'OH', '']);
    expect(row?.missing).toEqual(['Confirmation number']);
    expect(missingText(row?.missing ?? [])).toBe('Missing: Confirmation number');
  });

  it("leave an Ohio deer's origin state empty in Ohio's record, and show another state's", () => {
    const ohio = profile('OH');
    const [own, kentucky] = stateLogRows(ohio, [ENTRY, { ...ENTRY, order_number: 'GM-1043', harvest_state: 'KY' }]);
    expect(own?.cells[3]).toBe('');
    expect(kentucky?.cells[3]).toBe('KY');
  });

  it('count the entries missing a field', () => {
    const rows = stateLogRows(profile('IN'), [ENTRY, ENTRY, { ...ENTRY, confirmation_number: 'C-9' }]);
    expect(missingCountText(rows)).toBe('2 entries are missing a field the rule requires.');
    expect(missingCountText(rows.slice(0, 1))).toBe('1 entry is missing a field the rule requires.');
    expect(missingCountText(rows.slice(2))).toBeNull();
    expect(animalsText(1)).toBe('1 animal');
    expect(animalsText(3)).toBe('3 animals');
  });
});
