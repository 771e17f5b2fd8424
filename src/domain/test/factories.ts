import type { AddonSelection } from '../addon-encoding';
import { addDays } from '../calendar-days';
import type { CutSelection } from '../cut-encoding';
import { type DropOffRules, WEEKDAYS } from '../drop-off-days';
import { DEFAULT_PRICE_LIST } from '../price-list';
import { type StoredAddon, processingCostCents } from '../pricing';
import type { ReceiptInput } from '../receipt';
import type { OrderDetails } from '../schemas';
import { type OrderStorage, orderStorageOf } from '../shop/storage';
import { type OrderStatusPage, buildStatusSteps } from '../status-page';
import type { AnimalChoice, DetailsValues } from '../validation';

/** Test data factories: a valid default, with the fields a test cares about overridden. */

export function buildDetails(overrides: Partial<DetailsValues> = {}): DetailsValues {
  return { full_name: 'Jane Hunter', email: 'jane@example.com', phone_number: '555-123-4567', ...overrides };
}

export function buildDeerChoice(overrides: Partial<AnimalChoice> = {}): AnimalChoice {
  return { animal_type: 'Deer', gender: 'Buck', prep: [], weight_option: null, weight_pounds: null, ...overrides };
}

export function buildHogChoice(overrides: Partial<AnimalChoice> = {}): AnimalChoice {
  return { animal_type: 'Hog', gender: 'Sow', prep: [], weight_option: 'under200', weight_pounds: null, ...overrides };
}

export function buildCutSelection(overrides: Partial<CutSelection> = {}): CutSelection {
  return { selected: ['Ribs'], options: {}, otherText: '', ...overrides };
}

/** One ticked item: options given means an item with sub-options, each with its quantity. */
export function buildAddonSelection(
  entries: Record<string, { quantity?: number; options?: Record<string, number> }>,
): AddonSelection {
  const selection: AddonSelection = {};
  for (const [name, entry] of Object.entries(entries)) {
    selection[name] = { quantity: entry.quantity ?? 1, options: entry.options ?? {} };
  }
  return selection;
}

export function buildStoredAddon(overrides: Partial<StoredAddon> = {}): StoredAddon {
  return { addon_name: 'Hamburger Patties', addon_price: '$5.00/lb', quantity: 1, ...overrides };
}

export function buildReceiptInput(
  overrides: {
    order?: Partial<ReceiptInput['order']>;
    cuts?: string[];
    addons?: StoredAddon[];
    processingCents?: number;
  } = {},
): ReceiptInput {
  const order: ReceiptInput['order'] = {
    order_number: 'GM-1042',
    full_name: 'Jane Hunter',
    email: 'jane@example.com',
    phone_number: '555-123-4567',
    animal_type: 'Deer',
    gender: 'Buck',
    weight_option: null,
    weight_pounds: null,
    weight_cost: null,
    total_cents: null,
    ...overrides.order,
  };
  return {
    order,
    cuts: (overrides.cuts ?? ['Ribs']).map((cut_name) => ({ cut_name })),
    addons: overrides.addons ?? [],
    // As the server presents it: version 1's processing price unless the test says otherwise.
    totals: { processing_cents: overrides.processingCents ?? processingCostCents(DEFAULT_PRICE_LIST, order) },
  };
}

/**
 * A customer's order as the API answers it (GET /api/orders/:id): GM-1001, Sam Hunter's buck, in progress at
 * version 1's $125.00 processing, no cuts or add-ons yet; a test overrides the order fields and parts it reads.
 */
export function buildOrderDetails(
  overrides: Partial<Omit<OrderDetails, 'order'>> & { order?: Partial<OrderDetails['order']> } = {},
): OrderDetails {
  const { order, ...parts } = overrides;
  return {
    order: {
      id: '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10',
      order_number: 'GM-1001',
      full_name: 'Sam Hunter',
      email: 'sam@example.com',
      phone_number: '555 0100',
      animal_type: 'Deer',
      gender: 'Buck',
      status: 'in_progress',
      weight_option: null,
      weight_pounds: null,
      weight_cost: null,
      total_cents: null,
      price_version: 1,
      language: 'en',
      created_at: '2026-11-01T00:00:00.000Z',
      completed_at: null,
      ...order,
    },
    cuts: [],
    addons: [],
    totals: { processing_cents: 12_500, prep_cents: 0, addons_cents: 0, grand_total_cents: 12_500 },
    ...parts,
  };
}

/**
 * The status page's answer (GET /api/status/:token, docs/shop.md 4): GM-1042 processing, $155.00 with $40.00
 * paid, at Ridge Line Meats.
 */
export function buildStatusPage(overrides: Partial<OrderStatusPage> = {}): OrderStatusPage {
  return {
    order_number: 'GM-1042',
    stage: 'processing',
    steps: buildStatusSteps('processing'),
    tag_number: 1042,
    finished_weight_lbs: null,
    ordered: {
      order: {
        order_number: 'GM-1042',
        animal_type: 'Deer',
        gender: 'Buck',
        weight_option: null,
        weight_pounds: null,
        weight_cost: null,
        total_cents: 15_500,
      },
      cuts: [{ cut_name: 'Ribs' }],
      addons: [
        { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 2.5 },
      ],
      totals: { processing_cents: 12_500 },
    },
    paid_cents: 4_000,
    balance_due_cents: 11_500,
    shop: { name: 'Ridge Line Meats', phone: '(555) 201-7788', address: '12 Mill Rd', pickup_hours: 'Mon-Sat 8-5' },
    hold: null,
    storage: null,
    spanish_names: {},
    ...overrides,
  };
}

/**
 * An order's storage as the server answers it (docs/shop.md 9, 'Unclaimed meat'): ready on Nov 2 with 14 free days at
 * $5.00 a day, seen on Nov 22, six days charged ('Storage (6 days x $5.00)', $30.00), overdue.
 */
export function buildOrderStorage(today = '2026-11-22'): OrderStorage {
  const storage = orderStorageOf({ ready_on: '2026-11-02', free_days: 14, fee_cents: 500 }, null, today, 30);
  if (!storage) throw new Error('no storage');
  return storage;
}

/** Drop-off days (docs/shop.md 10): a season from `today` for 60 days, every weekday open, 16 deer and 4 hogs a day. */
export function buildDropOffRules(today: string, overrides: Partial<DropOffRules> = {}): DropOffRules {
  return {
    enabled: true,
    first_day: today,
    last_day: addDays(today, 60),
    weekdays: [...WEEKDAYS],
    deer_per_day: 16,
    hogs_per_day: 4,
    closed_dates: [],
    overrides: [],
    reminder_hour: 9,
    ...overrides,
  };
}
