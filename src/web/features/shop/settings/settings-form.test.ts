import { describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../../../../domain/shop/storage';
import { FIRST_TAG_MESSAGE, settingsFormOf, toSettingsInput } from './settings-form';

const SAVED = {
  shop_name: 'Hollow Creek Processing',
  phone: '(205) 555-0100',
  address: '12 Mill Road',
  pickup_hours: 'Mon-Sat 8am-6pm',
  time_zone: 'America/Chicago',
  first_tag_number: 1001,
  new_order_email: null,
  free_storage_days: 14,
  storage_fee_cents: 500,
  reminder_days: [7, 14],
  unclaimed_after_days: 30,
  state: null,
};

describe('the settings form', () => {
  it('holds the saved settings as text and sends them back as the API takes them', () => {
    const form = settingsFormOf(SAVED);
    expect(form.first_tag_number).toBe('1001');
    expect(form.new_order_email).toBe('');
    expect(toSettingsInput(form)).toEqual({ ok: true, value: SAVED });
    expect(toSettingsInput({ ...form, new_order_email: 'Orders@Example.com' })).toEqual({
      ok: true,
      value: { ...SAVED, new_order_email: 'Orders@Example.com' },
    });
  });

  it('sends whatever text the owner typed for the server to judge, except a tag number that is no number', () => {
    const form = settingsFormOf(SAVED);
    expect(toSettingsInput({ ...form, time_zone: 'Mars/Base' })).toMatchObject({ ok: true });
    for (const tag of ['', '0', '-3', '1.5', 'abc', '1e3', '1234567']) {
      expect(toSettingsInput({ ...form, first_tag_number: tag }), tag).toEqual({
        ok: false,
        message: FIRST_TAG_MESSAGE,
        path: 'first_tag_number',
      });
    }
    expect(toSettingsInput({ ...form, first_tag_number: ' 999999 ' })).toMatchObject({
      ok: true,
      value: { first_tag_number: 999_999 },
    });
  });

  it('holds the storage rules as the owner types them: days, dollars and a list of days', () => {
    const form = settingsFormOf(SAVED);
    expect(form).toMatchObject({ free_storage_days: '14', storage_fee_cents: '5.00', reminder_days: '7, 14' });
    expect(
      toSettingsInput({ ...form, storage_fee_cents: '$2.5', reminder_days: '14 3', free_storage_days: '0' }),
    ).toMatchObject({ ok: true, value: { storage_fee_cents: 250, reminder_days: [3, 14], free_storage_days: 0 } });
    expect(toSettingsInput({ ...form, storage_fee_cents: 'five' })).toEqual({
      ok: false,
      message: STORAGE_MESSAGES.fee,
      path: 'storage_fee_cents',
    });
    expect(toSettingsInput({ ...form, reminder_days: '7, next week' })).toMatchObject({ path: 'reminder_days' });
    expect(toSettingsInput({ ...form, unclaimed_after_days: '' })).toMatchObject({ path: 'unclaimed_after_days' });
    expect(toSettingsInput({ ...form, free_storage_days: '-1' })).toMatchObject({ path: 'free_storage_days' });
  });
});
