import {
  RECEIPT_LABELS as L,
  type Receipt,
  type ReceiptAmount,
  type ReceiptSection,
  formatCents,
} from '../../../domain';
import type { EmailRow, EmailSection } from './email-layout';

const amountRow = (amount: ReceiptAmount, strong = false): EmailRow => ({
  label: amount.label,
  value: formatCents(amount.amountCents),
  strong,
});

/** A priced section as the review shows it: 'Jerky - Teriyaki x 2' lines, then the section's total. */
function pricedSection(section: ReceiptSection, options: { empty?: string; unitPrices: boolean }): EmailSection {
  const rows: EmailRow[] = section.lines.map((line) => {
    const amount = formatCents(line.amountCents);
    return {
      label: line.quantityText ? `${line.label} ${line.quantityText}` : line.label,
      // The unit price ('$12.00/lb') tells the reader how an add-on's amount came about.
      value: options.unitPrices && line.unitPriceText ? `${amount} (${line.unitPriceText})` : amount,
    };
  });
  if (rows.length === 0 && options.empty) rows.push({ label: options.empty, value: null });
  rows.push(amountRow(section.total));
  return { title: section.title, rows };
}

/**
 * The review screen's cards, in its order and with its labels, all taken from the receipt: what the
 * customer's confirmation and the shop's 'New order' email show of an order.
 */
export function receiptSections(receipt: Receipt): EmailSection[] {
  const { customer, processing } = receipt;
  const sections: EmailSection[] = [
    {
      title: L.customer,
      rows: [
        { label: L.name, value: customer.name },
        { label: L.email, value: customer.email },
        { label: L.phone, value: customer.phone },
      ],
    },
  ];
  if (receipt.prep) sections.push(pricedSection(receipt.prep, { empty: L.noPrep, unitPrices: false }));
  const processingRows: EmailRow[] = [{ label: L.animal, value: processing.animal || 'Not chosen' }];
  if (processing.gender) processingRows.push({ label: L.gender, value: processing.gender });
  if (processing.weightText) processingRows.push({ label: L.weight, value: processing.weightText });
  processingRows.push({ label: L.cuts, value: processing.cuts.length > 0 ? processing.cuts.join(', ') : 'None' });
  processingRows.push(amountRow(processing.total));
  sections.push({ title: processing.title, rows: processingRows });
  if (receipt.addons) sections.push(pricedSection(receipt.addons, { unitPrices: true }));
  sections.push({
    title: L.orderTotal,
    rows: [...receipt.totals.map((total) => amountRow(total)), amountRow(receipt.grandTotal, true)],
  });
  return sections;
}
