import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_FIELDS,
  type RecordEntry,
  STATES_AND_PROVINCES,
  STATE_PROFILES,
  disposalOf,
  entriesByMonth,
  isStateCode,
  missingRecordFields,
  missingStateFields,
  monthHeading,
  recordCell,
  stateProfileOf,
  stateRuleHeading,
} from './state-records';

const labels = (code: string) => stateProfileOf(code)?.columns.map((column) => column.label);

function entry(overrides: Partial<RecordEntry> = {}): RecordEntry {
  return {
    ...(Object.fromEntries(RECORD_FIELDS.map((field) => [field, ''])) as RecordEntry),
    received_on: '2026-11-14',
    species: 'Deer',
    sex: 'Buck',
    owner_name: 'Dana Hunter',
    owner_address: '12 Oak Rd, Madison, IN',
    harvest_state: 'IN',
    harvest_county: 'Jefferson',
    harvest_zone: 'D-6',
    license_number: 'L-778',
    confirmation_number: 'IN-55512',
    ...overrides,
  };
}

describe("each state's record", () => {
  it("Indiana's columns, in the rule's order, and its 18 months", () => {
    expect(labels('IN')).toEqual([
      'Date received',
      'Date disposed',
      "Owner's name",
      "Owner's address",
      'State of harvest',
      'Tag or confirmation number',
    ]);
    expect(stateRuleHeading(stateProfileOf('IN')!)).toBe('Indiana 312 IAC 9-3-10: keep these records 18 months');
    expect(stateProfileOf('IN')?.required).toEqual(['hunter_address', 'harvest_state', 'confirmation_number']);
  });

  it("Ohio's form 8812 names the origin state only when it is not Ohio", () => {
    expect(labels('OH')).toEqual([
      'Date received',
      'Species',
      'Owner',
      'Origin state (when not Ohio)',
      'Tag or game-check number',
      'Date disposed',
    ]);
    const ohio = stateProfileOf('OH');
    expect(recordCell(ohio, entry({ harvest_state: 'OH' }), 'harvest_state')).toBe('');
    expect(recordCell(ohio, entry({ harvest_state: 'ohio' }), 'harvest_state')).toBe('');
    expect(recordCell(ohio, entry({ harvest_state: 'KY' }), 'harvest_state')).toBe('KY');
    expect(recordCell(stateProfileOf('IN'), entry({ harvest_state: 'IN' }), 'harvest_state')).toBe('IN');
  });

  it("Michigan's monthly report asks for the county, the license and the confirmation number", () => {
    const michigan = stateProfileOf('MI')!;
    expect(michigan.monthlyReport).toBe(true);
    expect(labels('MI')).toEqual([
      'Species',
      'Date acquired',
      'County',
      "Owner's name",
      "Owner's address",
      'License number',
      'Harvest confirmation number',
    ]);
    expect(missingStateFields(michigan, { harvest_county: ' ', hunter_address: 'x', license_number: null })).toEqual({
      harvest_county: 'County of harvest is required in Michigan.',
      license_number: 'License number is required in Michigan.',
      confirmation_number: 'Confirmation number is required in Michigan.',
    });
  });

  it('South Dakota records who brought the animal in and to whom it went; the hunter when nobody else', () => {
    const dakota = stateProfileOf('SD');
    expect(labels('SD')).toContain('Delivered to');
    expect(recordCell(dakota, entry(), 'delivered_by')).toBe('Dana Hunter');
    expect(recordCell(dakota, entry({ delivered_by: 'Sam Friend' }), 'delivered_by')).toBe('Sam Friend');
  });

  it('a state without a rule here has no profile, requires nothing and flags nothing', () => {
    expect(stateProfileOf('TX')).toBeNull();
    expect(stateProfileOf(null)).toBeNull();
    expect(missingStateFields(null, {})).toEqual({});
    expect(missingRecordFields(null, entry({ owner_address: '' }))).toEqual([]);
  });

  it('every profile is a state of the list, with columns the record has, once each', () => {
    for (const profile of STATE_PROFILES) {
      expect(isStateCode(profile.code)).toBe(true);
      const fields = profile.columns.map((column) => column.field);
      expect(new Set(fields).size).toBe(fields.length);
      for (const field of fields) expect(RECORD_FIELDS).toContain(field);
    }
    expect(STATES_AND_PROVINCES).toHaveLength(51 + 13);
  });

  it('flags exactly the required fields an entry lacks, whatever the state (property)', () => {
    const filled = entry();
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_PROFILES),
        fc.subarray([
          'owner_address',
          'harvest_state',
          'harvest_county',
          'harvest_zone',
          'license_number',
          'confirmation_number',
        ] as const),
        (profile, emptied) => {
          const lacking = entry({ ...Object.fromEntries(emptied.map((field) => [field, '  '])) });
          const missing = missingRecordFields(profile, lacking);
          const check = missingStateFields(profile, {
            hunter_address: lacking.owner_address,
            harvest_state: lacking.harvest_state,
            harvest_county: lacking.harvest_county,
            harvest_zone: lacking.harvest_zone,
            license_number: lacking.license_number,
            confirmation_number: lacking.confirmation_number,
          });
          // The log's flags and check-in's refusals name the same fields.
          expect(missing).toHaveLength(Object.keys(check).length);
          expect(missingRecordFields(profile, filled)).toEqual([]);
        },
      ),
    );
  });
});

describe('disposal', () => {
  const inShop = {
    stage: 'processing',
    picked_up_on: null,
    picked_up_by: null,
    donated_to: null,
    unclaimed_on: null,
    unclaimed_disposition: null,
    unclaimed_note: null,
  };

  it('none while the animal is in the shop', () => {
    expect(disposalOf(inShop)).toBeNull();
  });

  it('picked up: the day and by whom', () => {
    expect(disposalOf({ ...inShop, stage: 'picked_up', picked_up_on: '2026-11-20', picked_up_by: 'Dana' })).toEqual({
      on: '2026-11-20',
      to: 'Picked up by Dana',
    });
  });

  it('a whole animal donated: collected for the program', () => {
    expect(
      disposalOf({
        ...inShop,
        stage: 'picked_up',
        picked_up_on: '2026-11-21',
        picked_up_by: 'Food bank van',
        donated_to: 'Hunters for the Hungry',
      }),
    ).toEqual({ on: '2026-11-21', to: 'Donated to Hunters for the Hungry' });
  });

  it('unclaimed: the day and what was done', () => {
    expect(
      disposalOf({ ...inShop, stage: 'unclaimed', unclaimed_on: '2026-12-30', unclaimed_disposition: 'disposed' }),
    ).toEqual({ on: '2026-12-30', to: 'Unclaimed, disposed of' });
    expect(
      disposalOf({
        ...inShop,
        stage: 'unclaimed',
        unclaimed_on: '2026-12-30',
        unclaimed_disposition: 'other',
        unclaimed_note: 'given to the hunter’s brother',
      })?.to,
    ).toBe('Unclaimed, other (given to the hunter’s brother)');
  });
});

describe("Michigan's months", () => {
  it('groups entries by the month received, in order', () => {
    const months = entriesByMonth([
      { received_on: '2026-12-01' },
      { received_on: '2026-11-30' },
      { received_on: '2026-11-02' },
    ]);
    expect(months.map((month) => [month.month, month.entries.length])).toEqual([
      ['2026-11', 2],
      ['2026-12', 1],
    ]);
    expect(monthHeading('2026-11')).toBe('November 2026');
  });
});
