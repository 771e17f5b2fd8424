import { describe, expect, it } from 'vitest';
import type { DropOff } from '../../../../domain/shop/answers/order';
import { dropOffForm, toDropOffInput } from './drop-off-form';

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
