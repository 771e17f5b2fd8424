import { translateReceiptText as tr } from '../../../i18n/receipt-texts';
import { Fragment, type ReactNode } from 'react';
import { RECEIPT_LABELS, buildReceipt } from '../../../../domain/receipt';
import type { OrderDetails } from '../../../../domain/schemas';
import { AmountLine, Line, ProcessingLines, SectionLines } from '../../../components/receipt-lines';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {tr(title)}
      </h2>
      {children}
    </section>
  );
}

/**
 * An email address that wraps before its '@' and its dots, never inside a word while those suffice
 * (docs/customer-flow.md 2: never 'exampl / e.com' on a phone).
 */
function EmailText({ email }: { email: string }) {
  return (
    <span className="break-words">
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The order as the domain's receipt lays it out, so the review and the confirmations never disagree. */
export function OrderSummary({ details }: { details: OrderDetails }) {
  const { customer, prep, processing, addons, totals, grandTotal } = buildReceipt(details);
  const L = RECEIPT_LABELS;
  return (
    <div className="grid gap-4">
      <Card title={L.customer}>
        <dl>
          <Line label={tr(L.name)} value={customer.name} />
          <Line label={tr(L.email)} value={<EmailText email={customer.email} />} />
          <Line label={tr(L.phone)} value={customer.phone} />
        </dl>
      </Card>
      {prep ? (
        <Card title={prep.title}>
          {prep.lines.length === 0 ? <p className="py-1.5 text-base text-stone-700">{tr(L.noPrep)}</p> : null}
          <SectionLines section={prep} />
        </Card>
      ) : null}
      <Card title={processing.title}>
        <ProcessingLines processing={processing} />
      </Card>
      {addons ? (
        <Card title={addons.title}>
          <SectionLines section={addons} />
        </Card>
      ) : null}
      <Card title={L.orderTotal}>
        <dl>
          {totals.map((amount) => (
            <AmountLine key={amount.label} amount={amount} />
          ))}
          <AmountLine amount={grandTotal} strong />
        </dl>
      </Card>
    </div>
  );
}
