import type { OrderStorage, StorageRules } from './storage';
import type { Disposition } from './unclaimed';
import type { Cents } from '../money';
import type { PriceList } from '../price-list';
import type { OrderAddon, OrderCut, OrderDetails } from '../schemas';
import type { BoardFilter, Role } from './schemas';
import type { PaymentMethod } from './payments';
import type { CwdHold, CwdRecord } from './cwd';
import type { DropOffValues } from './drop-off';
import type { Stage } from './stages';

/** The JSON the shop API answers (SHOP.md 3); the web's shop feature reads exactly these. */

export type ShopUser = { id: string; name: string; email: string; role: Role; must_change_password: boolean };
export type SessionInfo = { user: ShopUser };

export type StaffMember = ShopUser & { active: boolean; created_at: string };
export type StaffList = { staff: StaffMember[] };

export type BoardRow = {
  order_number: string;
  tag_number: number | null;
  full_name: string;
  animal_type: string;
  gender: string | null;
  stage: Stage;
  submitted_at: string;
  grand_total_cents: Cents;
  balance_due_cents: Cents;
  /** A CWD hold (issue #15), shown beside the stage. */
  hold: CwdHold | null;
};

export type BoardPage = {
  rows: BoardRow[];
  counts: Record<BoardFilter, number>;
  page: number;
  page_count: number;
  /** Rows matching the filter and search, over all pages. */
  total: number;
};

export type OrderEvent = {
  id: string;
  at: string;
  /** 'Customer', 'System' or the staff member's name. */
  actor: string;
  /**
   * 'submitted', 'checked_in', 'stage', 'cancelled', 'edit_details', 'edit_animal', 'edit_cuts',
   * 'edit_addons', 'edit_drop_off', 'notification' (later issues add more).
   */
  kind: string;
  summary: string;
  /**
   * For changes, only what changed, keyed by the API's field names: as it was and as it became (for example
   * { stage: 'checked_in' } and { stage: 'processing' }; edits may hold full_name, email, phone_number,
   * animal_type, gender, weight_option, weight_pounds, prep (names), cuts (names), addons
   * ({ addon_name, addon_price, quantity }[]), grand_total_cents and the drop-off fields). For a
   * notification: null, and after { channel, outcome, reason }. Null when nothing applies.
   */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type NotificationSummary = {
  channel: 'email' | 'sms';
  kind: string;
  /** 0 for the message itself; 'Resend ready message' adds rounds 1, 2, ... of the ready message. */
  round: number;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  last_error: string | null;
  /** The provider refused it for good (a bad address, an invalid number): it is not tried again. */
  failed_permanently: boolean;
  sent_at: string | null;
};

/** The drop-off fields, with the season of the tag and when the order was checked in. */
export type DropOff = DropOffValues & { season: number | null; checked_in_at: string | null };

/** One payment on the order page (SHOP.md 2); a voided one stays listed and no longer counts. */
export type PaymentEntry = {
  id: string;
  amount_cents: Cents;
  method: PaymentMethod;
  note: string | null;
  /** The staff member who recorded it, as named then. */
  taken_by: string;
  taken_at: string;
  voided: { by: string; at: string; reason: string } | null;
};

export type Pickup = { picked_up_by: string; picked_up_at: string };

/** GET /api/shop/orders/:number and the answer of every change made from the order page. */
export type ShopOrder = {
  details: OrderDetails;
  stage: Stage;
  submitted_at: string;
  drop_off: DropOff;
  cancel_reason: string | null;
  /** The price list the order is priced with, for good (SHOP.md 5): staff edits choose from it. */
  prices: PriceList;
  /** Payments not voided; balance_due_cents is the grand total minus this. */
  paid_cents: Cents;
  balance_due_cents: Cents;
  /** Oldest first. */
  payments: PaymentEntry[];
  /** Set once the order is picked up. */
  pickup: Pickup | null;
  /** The next free tag this season, offered in the check-in dialog while the order is submitted. */
  suggested_tag_number: number | null;
  /** CWD sample, result and hold (issue #15). */
  cwd: CwdRecord & { hold: CwdHold | null };
  /** From the day it became ready (issue #15): pick up by, the storage charged (in the balance due). */
  storage: OrderStorage | null;
  /** What became of the meat of an order marked unclaimed (issue #15). */
  unclaimed: { disposition: Disposition; note: string | null } | null;
  notifications: NotificationSummary[];
  history: OrderEvent[];
};

/** GET /api/shop/lookup?q=: the one order a scanned or typed order number or tag names. */
export type LookupResult = { order_number: string };

export type ShopSettings = {
  shop_name: string;
  phone: string;
  address: string;
  pickup_hours: string;
  time_zone: string;
  first_tag_number: number;
  new_order_email: string | null;
} & StorageRules;

/** GET /api/shop-info: what customers see of the shop (landing page). */
export type PublicShopInfo = { shop_name: string; phone: string; pickup_hours: string };

/** A live change on the board (server-sent event 'order'). */
export type OrderChangeEvent = { order_number: string; kind: 'submitted' | 'changed' };

export type { OrderAddon, OrderCut };
