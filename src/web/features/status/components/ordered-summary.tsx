import { translateReceiptText as tr } from '../../../i18n/receipt-texts';
import { t } from '@lingui/core/macro';
import { formatCents } from '../../../../domain/money';
import { RECEIPT_LABELS, buildReceipt } from '../../../../domain/receipt';
import type { OrderStorage, StorageCharge } from '../../../../domain/shop/storage';
import { type OrderedItems, receiptInputOf } from '../../../../domain/status-page';
import { AmountLine, Line, ProcessingLines, SectionLines } from '../../../components/receipt-lines';
import { StatusCard } from './status-card';

/** 'Storage (6 days x $5.00)' in the customer's language (docs/shop.md 9, 'Unclaimed meat'). */
function storageLabel(charge: StorageCharge): string {
  const fee = formatCents(charge.fee_cents);
  return charge.days === 1 ? t`Storage (1 day x ${fee})` : t`Storage (${charge.days} days x ${fee})`;
}

/**
 * What was ordered, drawn from the domain's receipt as the review screen and the messages are, so that the
 * three never disagree; the customer's contact card is left out (the page has no contact details).
 */
export function OrderedSummary({
  ordered,
  paidCents,
  storage = null,
  names,
}: {
  ordered: OrderedItems;
  paidCents: number;
  storage?: OrderStorage | null;
  /** The owner's Spanish names of the order's price list (ADR 0610). */
  names?: Readonly<Record<string, string>>;
}) {
  const { prep, processing, addons, totals, grandTotal } = buildReceipt(receiptInputOf(ordered));
  const L = RECEIPT_LABELS;
  return (
    <>
      {prep ? (
        <StatusCard id="status-prep" title={tr(prep.title)}>
          {prep.lines.length === 0 ? <p className="py-1.5 text-base text-stone-700">{tr(L.noPrep)}</p> : null}
          <SectionLines section={prep} names={names} />
        </StatusCard>
      ) : null}
      <StatusCard id="status-processing" title={tr(processing.title)}>
        <ProcessingLines processing={processing} names={names} />
      </StatusCard>
      {addons ? (
        <StatusCard id="status-addons" title={tr(addons.title)}>
          <SectionLines section={addons} names={names} />
        </StatusCard>
      ) : null}
      <StatusCard id="status-order-total" title={tr(L.orderTotal)}>
        <dl>
          {totals.map((amount) => (
            <AmountLine key={amount.label} amount={amount} />
          ))}
          <AmountLine amount={grandTotal} strong />
          {storage?.charge ? (
            <Line label={storageLabel(storage.charge)} value={formatCents(storage.charge.cents)} />
          ) : null}
          {paidCents > 0 ? <Line label={t`Paid`} value={formatCents(paidCents)} /> : null}
        </dl>
      </StatusCard>
    </>
  );
}
