import type { AnimalInput } from '../../src/domain/schemas';
import type { AddonRowInput } from '../../src/domain/addon-encoding';
import { expect, test, useOrder } from './fixtures';

/** The reference orders, built through the API; the review must show the server's totals. */
const CASES: {
  name: string;
  animal: AnimalInput;
  cuts: string[];
  addons: AddonRowInput[];
  lines: RegExp[];
  total: string;
}[] = [
  {
    name: 'deer with Skinning and Caped, no add-ons',
    animal: { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning', 'Caped'] },
    cuts: ['Ribs'],
    addons: [],
    lines: [/Prep Total\s*\$20\.00/, /Processing Cost\s*\$125\.00/],
    total: '$145.00',
  },
  {
    name: 'hog under 200 lbs',
    animal: { animal_type: 'Hog', gender: 'Sow', weight_option: 'under200', weight_pounds: null },
    cuts: ['Whole'],
    addons: [],
    lines: [/Weight\s*Under 200 lbs/, /Processing Cost\s*\$125\.00/],
    total: '$125.00',
  },
  {
    name: 'hog over 200 lbs at 250 lbs',
    animal: { animal_type: 'Hog', gender: 'Boar', weight_option: 'over200', weight_pounds: 250 },
    cuts: ['Loin'],
    addons: [],
    lines: [/Weight\s*250 lbs/, /Processing Cost\s*\$222\.50/],
    total: '$222.50',
  },
  {
    name: 'deer without prep, Hamburger Patties 2 lb and a Variety Pack',
    animal: { animal_type: 'Deer', gender: 'Doe', prep: [] },
    cuts: ['Ground'],
    addons: [
      { addon_name: 'Hamburger Patties', quantity: 2 },
      { addon_name: 'Variety Pack', quantity: 1 },
    ],
    lines: [/Hamburger Patties x 2\s*\$10\.00/, /Variety Pack\s*\$220\.00/, /Add-ons Total\s*\$230\.00/],
    total: '$355.00',
  },
  {
    name: 'deer with Ground Sausage Hot 3 lb and Mild 1.5 lb and 2 jars of Pickled Bites',
    animal: { animal_type: 'Deer', gender: 'Buck', prep: [] },
    cuts: ['Backstrap - Steak'],
    addons: [
      { addon_name: 'Ground Sausage - Hot', quantity: 3 },
      { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
      { addon_name: 'Pickled Bites', quantity: 2 },
    ],
    lines: [
      /Ground Sausage - Hot x 3\s*\$6\.00/,
      /Ground Sausage - Mild x 1\.5\s*\$3\.00/,
      /Pickled Bites x 2\s*\$30\.00/,
      /Add-ons Total\s*\$39\.00/,
    ],
    total: '$164.00',
  },
];

for (const order of CASES) {
  test(`the review totals a ${order.name} at ${order.total}`, async ({ page, orders }) => {
    const id = await orders.build(order.animal, order.cuts, order.addons);
    await useOrder(page, id);
    await page.goto('/review-order');
    const main = page.getByRole('main');
    for (const line of order.lines) await expect(main).toContainText(line);
    const grandTotal = page.getByRole('region', { name: 'Order Total' });
    await expect(grandTotal).toContainText(new RegExp(`Grand Total\\s*\\${order.total}`));
    const details = await orders.get(id);
    expect(`$${(details.totals.grand_total_cents / 100).toFixed(2)}`).toBe(order.total);
  });
}
