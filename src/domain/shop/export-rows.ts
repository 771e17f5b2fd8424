import { NAME_SEPARATOR } from '../cut-encoding';
import { type Cents, parsePriceText } from '../money';
import { RECEIPT_LABELS, type Receipt } from '../receipt';
import { csvDollars, csvNumber, csvText } from './csv-cells';
import type { StageDates } from './stage-dates';
import { STAGE_LABELS, type Stage } from './stages';
import { yieldPercent } from './yield';

/**
 * docs/shop.md 6: the two CSV files' rows, laid out from the order's receipt (src/domain/receipt.ts), the one
 * layout of an order. Every cell goes through csv-cells.ts: text guarded against formulas, money in
 * dollars with two decimals.
 */

export const ORDERS_CSV_HEADER = [
  'Order number',
  'Tag',
  'Submitted at',
  'Checked in at',
  'Processing started at',
  'Ready for pickup at',
  'Picked up at',
  'Cancelled at',
  'Customer name',
  'Phone',
  'Email',
  'Animal',
  'Gender',
  'Hog weight (lbs)',
  'Hanging weight (lbs)',
  'Prep',
  'Processing cost',
  'Prep total',
  'Add-ons total',
  'Grand total',
  'Paid',
  'Balance due',
  'Stage',
  // docs/shop.md 10, 'The shop's view', last so that the earlier columns keep their places.
  'Drop-off day',
  'Drop-off waitlist',
  // docs/shop.md 11, after them for the same reason.
  'Finished weight (lbs)',
  'Yield (%)',
] as const;

export const LINE_ITEMS_CSV_HEADER = [
  'Order number',
  'Section',
  'Item',
  'Options',
  'Quantity',
  'Unit',
  'Unit price',
  'Amount',
] as const;

/** What an orders.csv row needs beyond the receipt: the shop's side of the order. */
export type ExportOrder = {
  receipt: Receipt;
  tagNumber: number | null;
  stage: Stage;
  /** Local times as the file shows them, 'YYYY-MM-DD HH:mm' in the shop's time zone. */
  stageDates: StageDates;
  /** docs/shop.md 3: the hog's pounds as a number, when given (an 'Under 200 lbs' hog has none). */
  hogWeightLbs: number | null;
  hangingWeightLbs: number | null;
  /** docs/shop.md 11: the packaged meat's weight; the yield is it over the hanging weight. */
  finishedWeightLbs: number | null;
  paidCents: Cents;
  balanceDueCents: Cents;
  /** docs/shop.md 10, 'Waitlist': the day the order was booked for (or waits for, on the waitlist), 'YYYY-MM-DD'. */
  dropOffDay: string | null;
  dropOffWaitlist: boolean;
};

export function orderCsvRow(order: ExportOrder): string[] {
  const { receipt, stageDates: at } = order;
  const { processing } = receipt;
  return [
    csvText(receipt.orderNumber),
    csvNumber(order.tagNumber),
    ...[at.submitted, at.checked_in, at.processing, at.ready, at.picked_up, at.cancelled].map(csvText),
    csvText(receipt.customer.name),
    csvText(receipt.customer.phone),
    csvText(receipt.customer.email),
    csvText(processing.animal),
    csvText(processing.gender),
    csvNumber(order.hogWeightLbs),
    csvNumber(order.hangingWeightLbs),
    csvText(receipt.prep?.lines.map((line) => line.label).join('; ')),
    csvDollars(processing.total.amountCents),
    csvDollars(receipt.prep?.total.amountCents ?? 0),
    csvDollars(receipt.addons?.total.amountCents ?? 0),
    csvDollars(receipt.grandTotal.amountCents),
    csvDollars(order.paidCents),
    csvDollars(order.balanceDueCents),
    csvText(STAGE_LABELS[order.stage]),
    order.dropOffDay ?? '',
    order.dropOffDay !== null && order.dropOffWaitlist ? 'Yes' : '',
    csvNumber(order.finishedWeightLbs),
    csvNumber(yieldPercent(order.hangingWeightLbs, order.finishedWeightLbs)),
  ];
}

/** 'Ground Sausage - Hot' is the item 'Ground Sausage' with the option 'Hot'; 'Other - …' keeps its text whole. */
export function splitLineName(name: string): { item: string; options: string } {
  const at = name.indexOf(NAME_SEPARATOR);
  if (at < 0) return { item: name, options: '' };
  return { item: name.slice(0, at), options: name.slice(at + NAME_SEPARATOR.length) };
}

/** The unit of a stored price text: '$2.00/lb' per lb, '$15.00/Jar' per jar, '$10.00' each. */
export function unitOfPriceText(text: string | null): string {
  if (/\/\s*lb\s*$/i.test(text ?? '')) return 'lb';
  if (/\/\s*jar\s*$/i.test(text ?? '')) return 'jar';
  return 'each';
}

/**
 * One row per line of the receipt, in its order: the prep services, the processing (animal, gender and
 * hog weight) and its cuts (part of the processing, so without a price), then the add-ons. The amounts
 * add up to the order's total. `quantities` are the order's add-on rows' quantities by name.
 */
export function lineItemCsvRows(receipt: Receipt, quantities: ReadonlyMap<string, number>): string[][] {
  const number = csvText(receipt.orderNumber);
  const rows: string[][] = [];
  const priced = (section: string, line: { label: string; unitPriceText: string | null; amountCents: Cents }) => {
    const { item, options } = splitLineName(line.label);
    rows.push([
      number,
      csvText(section),
      csvText(item),
      csvText(options),
      csvNumber(quantities.get(line.label) ?? 1),
      unitOfPriceText(line.unitPriceText),
      csvDollars(parsePriceText(line.unitPriceText)),
      csvDollars(line.amountCents),
    ]);
  };
  for (const line of receipt.prep?.lines ?? []) priced(receipt.prep?.title ?? '', line);
  const { processing } = receipt;
  if (processing.animal) {
    const about = [processing.gender, processing.weightText].filter(Boolean).join(', ');
    const cost = csvDollars(processing.total.amountCents);
    rows.push([number, csvText(processing.title), csvText(processing.animal), csvText(about), '1', 'each', cost, cost]);
  }
  for (const cut of processing.cuts) {
    const { item, options } = splitLineName(cut);
    rows.push([number, csvText(RECEIPT_LABELS.cuts), csvText(item), csvText(options), '', '', '', '']);
  }
  for (const line of receipt.addons?.lines ?? []) priced(receipt.addons?.title ?? '', line);
  return rows;
}
