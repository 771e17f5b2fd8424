import { describe, expect, it } from 'vitest';
import type { DropOff } from '../../../../domain/shop/answers/order';
import { dropOffForm, stateRecordAsk, toDropOffInput } from './drop-off-form';

const NOT_CHECKED_IN: DropOff = {
  tag_number: null,
  season: null,
  confirmation_number: null,
  hanging_weight_lbs: null,
  storage_location: null,
  notes: null,
  harvest_date: null,
  harvest_county: null,
  hunter_address: null,
  license_number: null,
  harvest_state: null,
  harvest_zone: null,
  delivered_by: null,
  checked_in_at: null,
};

describe('drop-off form', () => {
  it('starts a check-in at the suggested tag, an edit at the recorded one', () => {
    expect(dropOffForm(NOT_CHECKED_IN, 1042)).toEqual({
      tag_number: '1042',
      confirmation_number: '',
      hanging_weight_lbs: '',
      storage_location: '',
      notes: '',
      harvest_date: '',
      harvest_county: '',
      hunter_address: '',
      license_number: '',
      harvest_state: '',
      harvest_zone: '',
      delivered_by: '',
    });
    const recorded = { ...NOT_CHECKED_IN, tag_number: 7, hanging_weight_lbs: 142.5, storage_location: 'Cooler 2' };
    expect(dropOffForm(recorded, 1042)).toMatchObject({
      tag_number: '7',
      hanging_weight_lbs: '142.5',
      storage_location: 'Cooler 2',
    });
  });

  it('sends numbers, trimmed texts and null for what was left empty', () => {
    expect(
      toDropOffInput({
        tag_number: '1042',
        confirmation_number: ' TX-99 ',
        hanging_weight_lbs: '142.5',
        storage_location: '',
        notes: '  ',
        harvest_date: '2026-11-20',
        harvest_county: ' Travis ',
        hunter_address: '',
        license_number: '',
        harvest_state: '',
        harvest_zone: '',
        delivered_by: '',
      }),
    ).toEqual({
      ok: true,
      input: {
        tag_number: 1042,
        confirmation_number: 'TX-99',
        hanging_weight_lbs: 142.5,
        storage_location: null,
        notes: null,
        harvest_date: '2026-11-20',
        harvest_county: 'Travis',
        hunter_address: null,
        license_number: null,
        harvest_state: null,
        harvest_zone: null,
        delivered_by: null,
      },
    });
  });

  it('refuses a check-in without a tag, on the tag field', () => {
    expect(toDropOffInput({ ...dropOffForm(NOT_CHECKED_IN, null) })).toEqual({
      ok: false,
      path: 'tag_number',
      message: 'Tag number is required.',
    });
  });
});

describe("the state's record at check-in", () => {
  it("names Indiana's record and requires what its rule requires, optional elsewhere", () => {
    const ask = stateRecordAsk('IN');
    expect(ask.legend).toBe("For Indiana's record");
    expect(ask.required('harvest_state')).toBe(true);
    expect(ask.required('confirmation_number')).toBe(true);
    expect(ask.required('hunter_address')).toBe(true);
    expect(ask.required('license_number')).toBe(false);
    expect(ask.hint('harvest_state')).toBe('Required in Indiana.');
    expect(ask.hint('harvest_zone', 'As the tag names it.')).toBe('As the tag names it.');
  });

  it('keeps every field optional for a state without a profile, or none', () => {
    for (const state of ['TX', null]) {
      const ask = stateRecordAsk(state);
      expect(ask.profile).toBeNull();
      expect(ask.legend).toBe('For the processor log (optional)');
      expect(ask.required('harvest_state')).toBe(false);
      expect(ask.hint('confirmation_number', 'If there is one.')).toBe('If there is one.');
    }
  });
});
