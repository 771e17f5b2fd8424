import type { PrintSheet } from '../../../../domain/shop/answers/print';

/**
 * The most the roomy cut sheet holds on one page (cut-sheet-print.css): past any of these the sheet takes the
 * long layout. shop-printing.spec.ts prints an order at every limit at once on Letter and on A4.
 */
export const ROOMY_SHEET_LIMITS = {
  cuts: 8,
  addons: 8,
  /** The 'Other' cut's text. */
  otherText: 200,
  notes: 400,
  customerName: 60,
  /** The shop's name and address together. */
  shopText: 150,
} as const;

/** Whether the order's cut sheet needs the long layout to stay on one page. */
export function needsLongCutSheet(
  { order, shop }: PrintSheet,
  lines: { cuts: number; addons: number; otherText: number },
): boolean {
  const limits = ROOMY_SHEET_LIMITS;
  return (
    lines.cuts > limits.cuts ||
    lines.addons > limits.addons ||
    lines.otherText > limits.otherText ||
    (order.drop_off.notes?.length ?? 0) > limits.notes ||
    order.details.order.full_name.length > limits.customerName ||
    shop.shop_name.length + shop.address.length > limits.shopText
  );
}
