import { describe, expect, it } from 'vitest';
import {
  AddonsInputSchema,
  AnimalInputSchema,
  ApiErrorSchema,
  CutsInputSchema,
  HealthSchema,
  OrderDetailsInputSchema,
  OrderDetailsSchema,
  OrderIdSchema,
  SendNotificationsInputSchema,
} from './schemas';
import { buildDetails } from './test/factories';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('OrderDetailsInputSchema (docs/customer-flow.md decision 10)', () => {
  it('trims and drops unknown keys', () => {
    const parsed = OrderDetailsInputSchema.parse({
      ...buildDetails({ full_name: '  Jane  ', email: ' jane@example.com ', phone_number: ' 555 ' }),
      status: 'completed',
      total_cents: 1,
    });
    expect(parsed).toEqual({ full_name: 'Jane', email: 'jane@example.com', phone_number: '555' });
  });

  it('accepts each field at its limit, counted after trimming', () => {
    // 254 characters as mail allows them: a mailbox name of at most 64, labels of at most 63.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(254 - 64 - 1 - 128 - 4)}.com`;
    const result = OrderDetailsInputSchema.safeParse({
      full_name: ` ${'n'.repeat(100)} `,
      email: ` ${email} `,
      phone_number: ` ${'5'.repeat(30)} `,
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['full_name', 'n'.repeat(101)],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(255 - 64 - 1 - 128 - 4)}.com`],
    ['phone_number', '5'.repeat(31)],
  ])('refuses %s over its limit', (field, value) => {
    expect(issuePaths(OrderDetailsInputSchema.safeParse(buildDetails({ [field]: value })))).toEqual([field]);
  });

  it('refuses blank fields and a bad email, naming each field', () => {
    const result = OrderDetailsInputSchema.safeParse({ full_name: '  ', email: 'nope', phone_number: '' });
    expect(issuePaths(result).sort()).toEqual(['email', 'full_name', 'phone_number']);
    const email = result.error?.issues.find((issue) => issue.path[0] === 'email');
    expect(email?.message).toBe('Please enter a valid email address.');
  });

  it('refuses missing fields and wrong types', () => {
    expect(OrderDetailsInputSchema.safeParse({}).success).toBe(false);
    expect(OrderDetailsInputSchema.safeParse({ ...buildDetails(), phone_number: 5551234 }).success).toBe(false);
    expect(OrderDetailsInputSchema.safeParse(null).success).toBe(false);
  });
});

describe('AnimalInputSchema', () => {
  it('accepts a deer with prep, defaulting prep to none, and drops hog fields', () => {
    expect(AnimalInputSchema.parse({ animal_type: 'Deer', gender: 'Buck', prep: ['Skinning', 'Caped'] })).toEqual({
      animal_type: 'Deer',
      gender: 'Buck',
      prep: ['Skinning', 'Caped'],
    });
    expect(
      AnimalInputSchema.parse({ animal_type: 'Deer', gender: 'Doe', weight_option: 'over200', weight_cost: 1 }),
    ).toEqual({ animal_type: 'Deer', gender: 'Doe', prep: [] });
  });

  it('refuses a deer with a hog gender, unknown prep or more prep than exists', () => {
    expect(AnimalInputSchema.safeParse({ animal_type: 'Deer', gender: 'Sow' }).success).toBe(false);
    expect(AnimalInputSchema.safeParse({ animal_type: 'Deer', gender: 'Buck', prep: ['Gutting'] }).success).toBe(false);
    expect(
      AnimalInputSchema.safeParse({ animal_type: 'Deer', gender: 'Buck', prep: ['Caped', 'Caped', 'Caped'] }).success,
    ).toBe(false);
  });

  it('refuses a missing gender and unknown animals', () => {
    expect(AnimalInputSchema.safeParse({ animal_type: 'Deer', prep: [] }).success).toBe(false);
    expect(AnimalInputSchema.safeParse({ animal_type: 'Elk', gender: 'Buck' }).success).toBe(false);
    expect(AnimalInputSchema.safeParse({ animal_type: '', gender: 'Buck' }).success).toBe(false);
  });

  it('accepts a hog under 200 lbs and drops the price a client sends (docs/customer-flow.md decision 4)', () => {
    expect(
      AnimalInputSchema.parse({ animal_type: 'Hog', gender: 'Boar', weight_option: 'under200', weight_cost: 1 }),
    ).toEqual({ animal_type: 'Hog', gender: 'Boar', weight_option: 'under200' });
  });

  it.each([200.1, 201, 250, 1_500])('accepts a hog over 200 lbs at %d lbs', (pounds) => {
    expect(
      AnimalInputSchema.safeParse({
        animal_type: 'Hog',
        gender: 'Sow',
        weight_option: 'over200',
        weight_pounds: pounds,
      }).success,
    ).toBe(true);
  });

  it.each([null, undefined, 0, 200, 1_500.5, -250, '250'])('refuses a hog over 200 lbs at %s lbs', (pounds) => {
    const result = AnimalInputSchema.safeParse({
      animal_type: 'Hog',
      gender: 'Sow',
      weight_option: 'over200',
      weight_pounds: pounds,
    });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain('weight_pounds');
  });

  it('explains the weight rules in the toast wording', () => {
    const over = AnimalInputSchema.safeParse({
      animal_type: 'Hog',
      gender: 'Sow',
      weight_option: 'over200',
      weight_pounds: 150,
    });
    expect(over.error?.issues[0]?.message).toBe('Please enter a valid weight over 200 lbs.');
    const missing = AnimalInputSchema.safeParse({ animal_type: 'Hog', gender: 'Sow' });
    expect(issuePaths(missing)).toEqual(['weight_option']);
    expect(missing.error?.issues[0]?.message).toBe('Please select a weight option for the hog.');
  });

  it('refuses a hog with a deer gender or prep-only fields mixed up', () => {
    expect(AnimalInputSchema.safeParse({ animal_type: 'Hog', gender: 'Buck', weight_option: 'under200' }).success).toBe(
      false,
    );
    expect(AnimalInputSchema.safeParse({ animal_type: 'Hog', gender: 'Boar', weight_option: 'heavy' }).success).toBe(
      false,
    );
  });
});

describe('CutsInputSchema and AddonsInputSchema', () => {
  it('accepts rows and drops unknown keys', () => {
    expect(CutsInputSchema.parse({ cuts: ['Ribs', `Other - ${'x'.repeat(500)}`], extra: 1 })).toEqual({
      cuts: ['Ribs', `Other - ${'x'.repeat(500)}`],
    });
    expect(
      AddonsInputSchema.parse({ addons: [{ addon_name: 'Bacon', quantity: 2, addon_price: '$0.01/lb' }] }),
    ).toEqual({ addons: [{ addon_name: 'Bacon', quantity: 2 }] });
  });

  it('bounds the sizes so that no body can be unreasonably large', () => {
    expect(CutsInputSchema.safeParse({ cuts: [''] }).success).toBe(false);
    expect(CutsInputSchema.safeParse({ cuts: ['x'.repeat(521)] }).success).toBe(false);
    expect(CutsInputSchema.safeParse({ cuts: Array.from({ length: 61 }, () => 'Ribs') }).success).toBe(false);
    expect(CutsInputSchema.safeParse({ cuts: Array.from({ length: 60 }, () => 'Ribs') }).success).toBe(true);
    expect(CutsInputSchema.safeParse({ cuts: 'Ribs' }).success).toBe(false);
    const addon = { addon_name: 'Bacon', quantity: 1 };
    expect(AddonsInputSchema.safeParse({ addons: Array.from({ length: 101 }, () => addon) }).success).toBe(false);
    expect(AddonsInputSchema.safeParse({ addons: [{ addon_name: 'x'.repeat(201), quantity: 1 }] }).success).toBe(false);
    expect(AddonsInputSchema.safeParse({ addons: [{ addon_name: '', quantity: 1 }] }).success).toBe(false);
  });

  it('refuses quantities that are not finite numbers', () => {
    for (const quantity of ['2', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(AddonsInputSchema.safeParse({ addons: [{ addon_name: 'Bacon', quantity }] }).success).toBe(false);
    }
  });
});

describe('OrderIdSchema', () => {
  it('accepts a uuid and nothing else', () => {
    expect(OrderIdSchema.safeParse('0b6e3a5c-6f57-4d2f-9a3e-5b1f2c3d4e5f').success).toBe(true);
    expect(OrderIdSchema.safeParse('1').success).toBe(false);
    expect(OrderIdSchema.safeParse("'; drop table orders; --").success).toBe(false);
  });
});

describe('output schemas', () => {
  const order = {
    id: '0b6e3a5c-6f57-4d2f-9a3e-5b1f2c3d4e5f',
    order_number: 'A1B2C3',
    full_name: 'Jane Hunter',
    email: 'jane@example.com',
    phone_number: '555',
    animal_type: 'Deer',
    gender: 'Buck',
    status: 'in_progress',
    weight_option: null,
    weight_pounds: null,
    weight_cost: null,
    total_cents: null,
    price_version: 1,
    language: 'en',
    created_at: '2026-11-22T00:00:00.000Z',
    completed_at: null,
  };

  it('describes an order with its rows and totals', () => {
    const details = {
      order,
      cuts: [{ cut_name: 'Ribs' }],
      addons: [{ addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 }],
      totals: { processing_cents: 12_500, prep_cents: 1_000, addons_cents: 0, grand_total_cents: 13_500 },
    };
    expect(OrderDetailsSchema.parse(details)).toEqual(details);
  });

  it('knows the four statuses, cancelled included (docs/customer-flow.md decision 6)', () => {
    for (const status of ['collecting_details', 'in_progress', 'completed', 'cancelled']) {
      expect(OrderDetailsSchema.shape.order.safeParse({ ...order, status }).success).toBe(true);
    }
    expect(OrderDetailsSchema.shape.order.safeParse({ ...order, status: 'paid' }).success).toBe(false);
  });

  it('holds totals in whole cents', () => {
    const totals = { processing_cents: 12_500, prep_cents: 0, addons_cents: 0.5, grand_total_cents: 12_500.5 };
    expect(OrderDetailsSchema.shape.totals.safeParse(totals).success).toBe(false);
  });

  it('describes errors and health', () => {
    expect(
      ApiErrorSchema.safeParse({
        error: { code: 'invalid_input', message: 'Bad', fields: [{ path: 'email', message: 'x' }] },
      }).success,
    ).toBe(true);
    expect(ApiErrorSchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(false);
    expect(HealthSchema.safeParse({ status: 'ok', database: 'pglite' }).success).toBe(true);
    expect(HealthSchema.safeParse({ status: 'ok', database: 'mysql' }).success).toBe(false);
  });
});

describe('SendNotificationsInputSchema', () => {
  const body = {
    order: { id: 'abc', full_name: ' Jane ', email: 'jane@example.com', phone_number: '555' },
    total: 145,
  };

  it('fills defaults and trims', () => {
    expect(SendNotificationsInputSchema.parse(body)).toEqual({
      order: { id: 'abc', full_name: 'Jane', email: 'jane@example.com', phone_number: '555', animal_type: '' },
      cuts: [],
      addons: [],
      total: 145,
    });
  });

  it('refuses a negative total, a blank name and oversized fields', () => {
    expect(SendNotificationsInputSchema.safeParse({ ...body, total: -1 }).success).toBe(false);
    expect(SendNotificationsInputSchema.safeParse({ ...body, order: { ...body.order, full_name: ' ' } }).success).toBe(
      false,
    );
    expect(
      SendNotificationsInputSchema.safeParse({ ...body, order: { ...body.order, phone_number: '5'.repeat(31) } })
        .success,
    ).toBe(false);
  });
});
