import { DEFAULT_PRICE_LIST } from '../price-list';
import type { OrderDetails } from '../schemas';
import type { BoardPage, BoardRow } from '../shop/answers/board';
import type { ShopOrder } from '../shop/answers/order';
import { buildOrderDetails } from './factories';

/** Test data factories for the shop's answers (docs/api.md): a valid default, overridden where a test looks. */

/** A checked-in deer order as GET /api/shop/orders/:number answers it. */
export function buildShopOrder(
  overrides: Partial<Omit<ShopOrder, 'details'>> & {
    order?: Partial<OrderDetails['order']>;
    details?: Partial<OrderDetails>;
  } = {},
): ShopOrder {
  const { order, details, ...rest } = overrides;
  return {
    details: buildOrderDetails({
      order: {
        id: '6f1c2b9e-0000-4000-8000-0000000000aa',
        order_number: 'GM-1042',
        full_name: 'Jo Hunter',
        email: 'jo@example.com',
        status: 'completed',
        total_cents: 12_500,
        created_at: '2026-11-23T16:00:00.000Z',
        completed_at: '2026-11-23T16:00:00.000Z',
        ...order,
      },
      cuts: [{ cut_name: 'Ribs' }],
      ...details,
    }),
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
    same_customer: [],
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

/** One row of the orders board (GET /api/shop/orders): GM-1042, Sam Hunter's buck, checked in, nothing paid. */
export function buildBoardRow(overrides: Partial<BoardRow> = {}): BoardRow {
  return {
    order_number: 'GM-1042',
    tag_number: 1042,
    storage_location: 'Cooler 2, rail 4',
    full_name: 'Sam Hunter',
    animal_type: 'Deer',
    gender: 'Buck',
    stage: 'checked_in',
    submitted_at: '2026-11-23T16:16:00.000Z',
    grand_total_cents: 14_500,
    balance_due_cents: 14_500,
    hold: null,
    drop_off_day: null,
    drop_off_waitlist: false,
    ...overrides,
  };
}

/** A page of the board holding `rows`: page 1 of 2, with the counts of 60 active orders. */
export function buildBoardPage(rows: BoardRow[] = [buildBoardRow()], overrides: Partial<BoardPage> = {}): BoardPage {
  return {
    rows,
    counts: {
      active: 60,
      submitted: 10,
      checked_in: 50,
      processing: 0,
      ready: 0,
      picked_up: 3,
      cancelled: 1,
      on_hold: 0,
      unclaimed: 0,
      overdue: 0,
    },
    page: 1,
    page_count: 2,
    total: 60,
    drop_off_day: null,
    unusual_orders: null,
    ...overrides,
  };
}
