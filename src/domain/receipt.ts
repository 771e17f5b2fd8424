import { type AnimalType, HOG_WEIGHT_OPTIONS } from './catalogue';
import type { Cents } from './money';
import { type StoredAddon, sumOrderTotals } from './pricing';

/**
 * One priced account of an order, laid out once: the review screen, the confirmation email and SMS (and,
 * later, the shop's pages, cut sheet, status page and ready messages) render from it, so that they can
 * never disagree on a label, a line or a total. Labels are the spec's wording (docs/customer-flow.md 2, docs/design.md 3).
 */
export const RECEIPT_LABELS = {
  customer: 'Customer Information',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  prep: 'Prep Services',
  prepTotal: 'Prep Total',
  noPrep: 'No prep services',
  processing: 'Processing',
  animal: 'Animal',
  gender: 'Gender',
  weight: 'Weight',
  cuts: 'Cuts',
  processingCost: 'Processing Cost',
  addons: 'Add-ons',
  addonsTotal: 'Add-ons Total',
  orderTotal: 'Order Total',
  grandTotal: 'Grand Total',
} as const;

/** What the receipt needs of an order: the fields of OrderDetails (API) that bear on what was ordered. */
export type ReceiptInput = {
  order: {
    order_number: string;
    full_name: string;
    email: string;
    phone_number: string;
    animal_type: AnimalType | '' | null;
    gender: string | null;
    weight_option: string | null;
    weight_pounds: number | null;
    weight_cost: number | null;
    /** Snapshotted at submission; while null the total is computed from the rows. */
    total_cents: Cents | null;
  };
  cuts: readonly { cut_name: string }[];
  addons: readonly StoredAddon[];
  /**
   * The processing price as the server presents it, from the order's own price list version (docs/shop.md 5):
   * the one figure the rows do not carry, so the receipt needs no price list of its own.
   */
  totals: { processing_cents: Cents };
};

/** A priced line: 'Sausage Links - Hot' with 'x 3' and $18.00 (the unit price text kept for detail). */
export type ReceiptLine = {
  label: string;
  /** As ordered: pounds, jars or items (the unit is in unitPriceText, '$8.00/lb'). */
  quantity: number;
  quantityText: string | null;
  unitPriceText: string | null;
  amountCents: Cents;
};
export type ReceiptAmount = { label: string; amountCents: Cents };
export type ReceiptSection = { title: string; lines: ReceiptLine[]; total: ReceiptAmount };

export type Receipt = {
  /** 'GM-1042' (or 'TEST' for the test page's messages). */
  orderNumber: string;
  customer: { name: string; email: string; phone: string };
  /** Deer only; present (possibly with no lines) for every deer, as the review shows it. */
  prep: ReceiptSection | null;
  processing: {
    title: string;
    animal: AnimalType | '';
    gender: string | null;
    /** Hogs only: 'Under 200 lbs' or the pounds, '250 lbs'. */
    weightText: string | null;
    cuts: string[];
    total: ReceiptAmount;
  };
  /** Absent when the order has no add-ons besides prep. */
  addons: ReceiptSection | null;
  /** The 'Order Total' card's lines before the grand total: processing, prep (deer), add-ons (if any). */
  totals: ReceiptAmount[];
  grandTotal: ReceiptAmount;
};

/** docs/customer-flow.md 2: the hog's weight reads 'Under 200 lbs' or the pounds value. */
export function hogWeightText(weightOption: string | null, pounds: number | null): string {
  if (weightOption === 'over200' && pounds != null) return `${pounds} lbs`;
  return HOG_WEIGHT_OPTIONS.find((option) => option.value === 'under200')?.label ?? 'Under 200 lbs';
}

/** docs/customer-flow.md 2: an add-on shows 'x quantity' only when the quantity is over 1. */
export function quantityText(quantity: number): string | null {
  return quantity > 1 ? `x ${quantity}` : null;
}

export function buildReceipt({ order, cuts, addons, totals: presented }: ReceiptInput): Receipt {
  const animal: AnimalType | '' = order.animal_type === 'Deer' || order.animal_type === 'Hog' ? order.animal_type : '';
  const totals = sumOrderTotals(presented.processing_cents, addons);
  const toLine = (line: (typeof totals.prepLines)[number]): ReceiptLine => ({
    label: line.addon_name,
    quantity: line.quantity,
    quantityText: quantityText(line.quantity),
    unitPriceText: line.addon_price,
    amountCents: line.lineCents,
  });
  const L = RECEIPT_LABELS;

  const prep: ReceiptSection | null =
    animal === 'Deer'
      ? {
          title: L.prep,
          lines: totals.prepLines.map(toLine),
          total: { label: L.prepTotal, amountCents: totals.prepCents },
        }
      : null;
  const addonSection: ReceiptSection | null =
    totals.addonLines.length > 0
      ? {
          title: L.addons,
          lines: totals.addonLines.map(toLine),
          total: { label: L.addonsTotal, amountCents: totals.addonsCents },
        }
      : null;

  const orderTotals: ReceiptAmount[] = [{ label: L.processing, amountCents: totals.processingCents }];
  if (prep) orderTotals.push({ label: L.prep, amountCents: totals.prepCents });
  if (addonSection) orderTotals.push({ label: L.addons, amountCents: totals.addonsCents });

  return {
    orderNumber: order.order_number,
    customer: { name: order.full_name, email: order.email, phone: order.phone_number },
    prep,
    processing: {
      title: L.processing,
      animal,
      gender: order.gender,
      weightText: animal === 'Hog' ? hogWeightText(order.weight_option, order.weight_pounds) : null,
      cuts: cuts.map((cut) => cut.cut_name),
      total: { label: L.processingCost, amountCents: totals.processingCents },
    },
    addons: addonSection,
    totals: orderTotals,
    grandTotal: { label: L.grandTotal, amountCents: order.total_cents ?? totals.grandTotalCents },
  };
}
