import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../../../../domain/price-list';
import { CounterOrderInputSchema } from '../../../../domain/shop/counter-order-schema';
import type { CounterOrderForm } from '../../../../domain/shop/answers/counter-order-form';
import { newCounterForm, toCounterRequest } from './counter-form';

const START: CounterOrderForm = {
  prices: DEFAULT_PRICE_LIST,
  shop_state: null,
  suggested_tag_number: 12,
  drop_off_today: '2026-12-07',
  customer: null,
};

describe("the 'New order' form (docs/shop.md 14)", () => {
  it('starts with today as the day, the next tag and Check in now ticked', () => {
    const form = newCounterForm(START, null);
    expect(form).toMatchObject({ drop_off_day: '2026-12-07', check_in_now: true, language: 'en' });
    expect(form.check_in.tag_number).toBe('12');
  });

  it("names every problem by the server's path for it, top to bottom", () => {
    const form = {
      ...newCounterForm(START, null),
      check_in: { ...newCounterForm(START, null).check_in, tag_number: '' },
    };
    const result = toCounterRequest({ ...form, drop_off_day: '' }, DEFAULT_PRICE_LIST, true);
    expect(result.ok ? [] : result.fields.map((field) => field.path)).toEqual([
      'details.full_name',
      'details.phone_number',
      'animal.animal_type',
      'drop_off.drop_off_day',
      'check_in.tag_number',
    ]);
  });

  it('sends a body the server schema takes: a walk-in without email, phoned in without a check-in', () => {
    const form = newCounterForm(START, null);
    const result = toCounterRequest(
      {
        ...form,
        details: { full_name: ' Pat Doe ', email: '', phone_number: '205 555 0100' },
        language: 'es',
        animal: {
          choice: { animal_type: 'Deer', gender: 'Doe', prep: ['Skinning'], weight_option: null, weight_pounds: null },
          weightText: '',
        },
        cuts: { selected: ['Backstrap', 'Ground'], options: { Backstrap: ['Steak'] }, otherText: '' },
        addons: { selection: { Bacon: { quantity: 2, options: {} } }, texts: {} },
        check_in_now: false,
      },
      DEFAULT_PRICE_LIST,
      false,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(result.body).toEqual({
      details: { full_name: 'Pat Doe', email: '', phone_number: '205 555 0100', language: 'es' },
      animal: { animal_type: 'Deer', gender: 'Doe', prep: ['Skinning'] },
      cuts: ['Backstrap - Steak', 'Ground'],
      addons: [{ addon_name: 'Bacon', quantity: 2 }],
      drop_off: undefined,
      check_in: null,
    });
    expect(CounterOrderInputSchema.safeParse(result.body).success).toBe(true);
  });
});
