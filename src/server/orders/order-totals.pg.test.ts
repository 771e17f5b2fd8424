import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetailsSchema } from '../../domain';
import { type OrderSteps, buildDeerAnimalInput, buildHogAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

/** The five totals of the foundation issue, each through the whole API and snapshotted at completion. */
const CASES: [string, OrderSteps, number][] = [
  [
    'deer with Skinning and Caped, no add-ons',
    { animal: buildDeerAnimalInput({ prep: ['Skinning', 'Caped'] }), cuts: ['Ribs'] },
    14_500,
  ],
  ['hog under 200 lbs', { animal: buildHogAnimalInput({ weight_option: 'under200' }), cuts: ['Chops'] }, 12_500],
  [
    'hog over 200 lbs at 250 lbs',
    { animal: buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 250 }), cuts: ['Chops'] },
    22_250,
  ],
  [
    'deer without prep, Hamburger Patties 2 lb and a Variety Pack',
    {
      animal: buildDeerAnimalInput(),
      cuts: ['Ground'],
      addons: [
        { addon_name: 'Hamburger Patties', quantity: 2 },
        { addon_name: 'Variety Pack', quantity: 1 },
      ],
    },
    35_500,
  ],
  [
    'deer with Ground Sausage Hot 3 lb and Mild 1.5 lb and Pickled Bites 2 jars',
    {
      animal: buildDeerAnimalInput(),
      cuts: ['Ground'],
      addons: [
        { addon_name: 'Ground Sausage - Hot', quantity: 3 },
        { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
        { addon_name: 'Pickled Bites', quantity: 2 },
      ],
    },
    16_400,
  ],
];

describe('order totals through the API', () => {
  it.each(CASES)('%s totals %i cents', async (_label, steps, expected) => {
    const placed = await placeOrderViaApi(t, steps);
    expect(placed.totals.grand_total_cents).toBe(expected);
    const completed = OrderDetailsSchema.parse((await t.request('POST', paths.complete(placed.order.id))).body);
    expect(completed.order.total_cents).toBe(expected);
    expect(completed.totals.grand_total_cents).toBe(expected);
  });

  it('ignores every price the client sends', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
    const id = placed.order.id;
    await t.request('PUT', paths.animal(id), {
      ...buildHogAnimalInput({ weight_option: 'over200', weight_pounds: 250 }),
      weight_cost: 1,
      price: 0,
    });
    await t.request('PUT', paths.cuts(id), { cuts: ['Chops'], price: 0 });
    const saved = await t.request('PUT', paths.addons(id), {
      addons: [
        { addon_name: 'Variety Pack', quantity: 1, addon_price: '$0.01', price: 0 },
        { addon_name: 'Bacon', quantity: 1, addon_price: '$0.00/lb' },
      ],
      total: 1,
    });
    const details = OrderDetailsSchema.parse(saved.body);
    expect(details.addons).toEqual([
      { addon_name: 'Variety Pack', addon_price: '$220.00', quantity: 1 },
      { addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 1 },
    ]);
    const completed = OrderDetailsSchema.parse((await t.request('POST', paths.complete(id), { total_cents: 0 })).body);
    expect(completed.order.total_cents).toBe(22_250 + 22_000 + 800);
  });
});
