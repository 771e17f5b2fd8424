import { catalogueName } from '../i18n/catalogue-texts';
import { translateReceiptText as tr } from '../i18n/receipt-texts';
import type { ReactNode } from 'react';
import { formatCents } from '../../domain/money';
import { RECEIPT_LABELS, type Receipt, type ReceiptAmount, type ReceiptSection } from '../../domain/receipt';

/** The pieces a receipt (src/domain/receipt.ts) is drawn with: the customer's review and the shop's order page. */

/** One label/amount pair; a `strong` line is a total, set off by a rule above it. */
export function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  const look = strong
    ? 'mt-2 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900'
    : 'text-base text-stone-800';
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${look}`}>
      {/* Break a label only inside a word too long for the line: never 'Note / s' beside a long value (docs/shop.md 3,
          'Dates and quantities'). */}
      <dt className="wrap-break-word">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere">{value}</dd>
    </div>
  );
}

/** A line of the receipt: its label and amount. */
export function AmountLine({ amount, strong }: { amount: ReceiptAmount; strong?: boolean }) {
  return <Line label={tr(amount.label)} value={formatCents(amount.amountCents)} strong={strong} />;
}

/** The owner's Spanish names, for a page that has no price list (catalogue-texts.ts). */
type Names = { names?: Readonly<Record<string, string>> };

/** Prep or add-ons: each line with ' x 3' when over 1, then the section's total. */
export function SectionLines({ section, names }: { section: ReceiptSection } & Names) {
  return (
    <dl>
      {section.lines.map((line) => (
        <Line
          key={line.label}
          label={
            <>
              {catalogueName(line.label, names)}
              {line.quantityText ? <span className="text-stone-700">{` ${line.quantityText}`}</span> : null}
            </>
          }
          value={formatCents(line.amountCents)}
        />
      ))}
      <AmountLine amount={section.total} strong />
    </dl>
  );
}

/** The processing card's body: animal, gender, hog weight, the cuts and the processing amount. */
export function ProcessingLines({ processing, names }: { processing: Receipt['processing'] } & Names) {
  const L = RECEIPT_LABELS;
  return (
    <>
      <dl>
        <Line label={tr(L.animal)} value={tr(processing.animal)} />
        <Line label={tr(L.gender)} value={tr(processing.gender ?? '')} />
        {processing.weightText === null ? null : <Line label={tr(L.weight)} value={tr(processing.weightText)} />}
      </dl>
      <h3 className="mt-3 text-base font-semibold text-stone-900">{tr(L.cuts)}</h3>
      <ul className="mt-1 grid gap-1 text-base text-stone-800">
        {processing.cuts.map((cut) => (
          <li key={cut} className="min-w-0 wrap-anywhere">
            {catalogueName(cut, names)}
          </li>
        ))}
      </ul>
      <dl className="mt-1">
        <AmountLine amount={processing.total} strong />
      </dl>
    </>
  );
}
