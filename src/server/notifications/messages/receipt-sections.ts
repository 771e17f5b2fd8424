import {
  RECEIPT_LABELS as L,
  type Receipt,
  type ReceiptAmount,
  type ReceiptSection,
  formatCents,
} from '../../../domain';
import type { EmailRow, EmailSection } from './email-layout';
import { messageTexts } from './texts/language-texts';
import { type MessageTexts, term } from './texts/message-texts';

const amountRow = (texts: MessageTexts, amount: ReceiptAmount, strong = false): EmailRow => ({
  label: term(texts, amount.label),
  value: formatCents(amount.amountCents),
  strong,
});

/** A priced section as the review shows it: 'Jerky - Teriyaki x 2' lines, then the section's total. */
function pricedSection(
  texts: MessageTexts,
  section: ReceiptSection,
  options: { empty?: string; unitPrices: boolean },
): EmailSection {
  const rows: EmailRow[] = section.lines.map((line) => {
    const amount = formatCents(line.amountCents);
    return {
      label: line.quantityText ? `${line.label} ${line.quantityText}` : line.label,
      // The unit price ('$12.00/lb') tells the reader how an add-on's amount came about.
      value: options.unitPrices && line.unitPriceText ? `${amount} (${line.unitPriceText})` : amount,
    };
  });
  if (rows.length === 0 && options.empty) rows.push({ label: term(texts, options.empty), value: null });
  rows.push(amountRow(texts, section.total));
  return { title: term(texts, section.title), rows };
}

/**
 * The review screen's cards, in its order and with its labels, all taken from the receipt: what the
 * customer's confirmation and the shop's 'New order' email show of an order, its fixed words in the
 * message's language (the cut and add-on names come translated in the receipt: receiptNamesIn, ADR 0610).
 */
export function receiptSections(receipt: Receipt, texts: MessageTexts = messageTexts()): EmailSection[] {
  const { customer, processing } = receipt;
  const t = (text: string) => term(texts, text);
  const sections: EmailSection[] = [
    {
      title: t(L.customer),
      rows: [
        { label: t(L.name), value: customer.name },
        { label: t(L.email), value: customer.email },
        { label: t(L.phone), value: customer.phone },
      ],
    },
  ];
  if (receipt.prep) sections.push(pricedSection(texts, receipt.prep, { empty: L.noPrep, unitPrices: false }));
  const processingRows: EmailRow[] = [
    { label: t(L.animal), value: processing.animal ? t(processing.animal) : texts.notChosen },
  ];
  if (processing.gender) processingRows.push({ label: t(L.gender), value: t(processing.gender) });
  if (processing.weightText) processingRows.push({ label: t(L.weight), value: t(processing.weightText) });
  processingRows.push({
    label: t(L.cuts),
    value: processing.cuts.length > 0 ? processing.cuts.join(', ') : texts.none,
  });
  processingRows.push(amountRow(texts, processing.total));
  sections.push({ title: t(processing.title), rows: processingRows });
  if (receipt.addons) sections.push(pricedSection(texts, receipt.addons, { unitPrices: true }));
  sections.push({
    title: t(L.orderTotal),
    rows: [...receipt.totals.map((total) => amountRow(texts, total)), amountRow(texts, receipt.grandTotal, true)],
  });
  return sections;
}
