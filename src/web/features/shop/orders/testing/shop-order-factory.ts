import { DEFAULT_PRICE_LIST } from '../../../../../domain/price-list';
import type { OrderDetails } from '../../../../../domain/schemas';
import type { ShopOrder } from '../../../../../domain/shop/answers/order';

/** A checked-in deer order as GET /api/shop/orders/:number answers it; tests override what they look at. */
export function buildShopOrder(
  overrides: Partial<Omit<ShopOrder, 'details'>> & {
    order?: Partial<OrderDetails['order']>;
    details?: Partial<OrderDetails>;
  } = {},
): ShopOrder {
  const { order, details, ...rest } = overrides;
  return {
    details: {
      order: {
        id: '6f1c2b9e-0000-4000-8000-0000000000aa',
        order_number: 'GM-1042',
        full_name: 'Jo Hunter',
        email: 'jo@example.com',
        phone_number: '555 0100',
        animal_type: 'Deer',
        gender: 'Buck',
        status: 'completed',
        weight_option: null,
        weight_pounds: null,
        weight_cost: null,
        total_cents: 12_500,
        price_version: 1,
        language: 'en',
        created_at: '2026-11-23T16:00:00.000Z',
        completed_at: '2026-11-23T16:00:00.000Z',
        ...order,
      },
      cuts: [{ cut_name: 'Ribs' }],
      addons: [],
      totals: { processing_cents: 12_500, prep_cents: 0, addons_cents: 0, grand_total_cents: 12_500 },
      ...details,
    },
    stage: 'checked_in',
    submitted_at: '2026-11-23T16:00:00.000Z',
    drop_off: {
      tag_number: 1042,
      season: 2026,
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
      checked_in_at: '2026-11-23T16:10:00.000Z',
    },
    cancel_reason: null,
    finished_weight_lbs: null,
    yield_percent: null,
    prices: DEFAULT_PRICE_LIST,
    paid_cents: 0,
    balance_due_cents: 12_500,
    payments: [],
    pickup: null,
    suggested_tag_number: null,
    shop_state: null,
    cwd: { sample_id: null, taken_on: null, result: null, result_at: null, outcome: null, hold: null },
    storage: null,
    unclaimed: null,
    donation: {
      choice: 'keep',
      pounds_donated: null,
      program: null,
      terms: null,
      donated_pounds: null,
      share_cents: 0,
      set_at: null,
    },
    notifications: [],
    history: [],
    ...rest,
  };
}
