import { CWD_HOLD_LABELS } from '../../../../domain/shop/cwd';
import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useParams } from 'react-router';
import { OTHER_CUT } from '../../../../domain/catalogue';
import { NAME_SEPARATOR } from '../../../../domain/cut-encoding';
import { formatCents } from '../../../../domain/money';
import { addonQuantityText } from '../../../../domain/shop/addon-quantity';
import { alsoForCustomerText } from '../../../../domain/shop/stages';
import { RECEIPT_LABELS, buildReceipt } from '../../../../domain/receipt';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { BarcodeImage } from './barcode-image';
import { formatShopTime } from '../lib/format-shop-time';
import { LoadFailure } from '../components/load-failure';
import { PageHeading } from '../components/page-heading';
import { printCutSheet } from './print-api';
import { BackToOrder } from './back-to-order';
import { needsLongCutSheet } from './cut-sheet-length';
import { RecordFailure } from './record-failure';
import { usePrintSheet } from './use-print-sheet';
import { useRecordOnPrint } from './use-record-on-print';
import './print.css';
import './cut-sheet-print.css';

/**
 * docs/shop.md 3: the cut sheet at /shop/orders/GM-1042/cut-sheet, one printed page (Letter and A4) that travels
 * with the carcass. Printing it, by 'Print' or by the browser's own print, records 'Cut sheet printed';
 * opening it records nothing. On paper only the sheet shows (print.css).
 */
export default function CutSheetPage() {
  const orderNumber = useParams().number ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, retry } = usePrintSheet(orderNumber);
  const record = useCallback(() => printCutSheet(orderNumber), [orderNumber]);
  const recording = useRecordOnPrint(state.status === 'ready' ? record : null);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
      <div className="print:hidden">
        <BackToOrder orderNumber={orderNumber} />
        <PageHeading title={`Cut sheet ${orderNumber}`} headingRef={headingRef} />
        {state.status === 'loading' ? <LoadingNotice text="Loading the cut sheet..." /> : null}
        {state.status === 'not-found' ? (
          <p className="mt-4 text-base text-stone-800">There is no order {orderNumber}.</p>
        ) : null}
        {state.status === 'failed' ? <LoadFailure what="The cut sheet" reason={state.message} onRetry={retry} /> : null}
        {state.status === 'ready' ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={recording.printNow}>Print</Button>
          </div>
        ) : null}
        <RecordFailure error={recording.error} />
      </div>
      {state.status === 'ready' ? <CutSheet sheet={state.sheet} /> : null}
    </div>
  );
}

const L = RECEIPT_LABELS;
const OTHER_PREFIX = `${OTHER_CUT}${NAME_SEPARATOR}`;

/** A label and its value, one line of a block. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cut-sheet__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A titled part of the sheet; a region named by its title on screen. */
function Block({ title, className = '', children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`cut-sheet__block ${className}`}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The sheet itself, laid out from the order's receipt (src/domain/receipt.ts), the one layout of an order. */
function CutSheet({ sheet }: { sheet: PrintSheet }) {
  const { order, shop, barcode } = sheet;
  const receipt = buildReceipt(order.details);
  // docs/shop.md 16: the customer's other animals, so that they are cut, stored and picked up together.
  const alsoFor = alsoForCustomerText(order.same_customer);
  const dropOff = order.drop_off;
  const cuts = receipt.processing.cuts.filter((cut) => !cut.startsWith(OTHER_PREFIX));
  const otherCuts = receipt.processing.cuts.filter((cut) => cut.startsWith(OTHER_PREFIX));
  const contact = [shop.phone, shop.address].filter(Boolean).join(' · ');
  const given = (value: string | number | null) => (value === null || value === '' ? 'None' : value);
  const long = needsLongCutSheet(sheet, {
    cuts: cuts.length,
    addons: receipt.addons?.lines.length ?? 0,
    otherText: otherCuts.reduce((length, cut) => length + cut.length - OTHER_PREFIX.length, 0),
  });

  return (
    <article
      className={long ? 'cut-sheet cut-sheet--long' : 'cut-sheet'}
      aria-label={`Cut sheet of order ${receipt.orderNumber}`}
    >
      <header className="cut-sheet__head">
        <div>
          <p className="cut-sheet__shop">{shop.shop_name || 'Cut sheet'}</p>
          {contact ? <p className="cut-sheet__contact">{contact}</p> : null}
        </div>
        <div className="cut-sheet__order">
          <p>
            Order <strong>{receipt.orderNumber}</strong>
          </p>
          <p>Submitted {formatShopTime(order.submitted_at)}</p>
        </div>
      </header>

      {order.cwd.hold ? (
        <p className="cut-sheet__hold" role="note">
          {CWD_HOLD_LABELS[order.cwd.hold].replace('Hold: ', 'HOLD - ').toUpperCase()}
        </p>
      ) : null}

      <div className="cut-sheet__tag">
        <p>
          <span className="cut-sheet__tag-label">Tag</span>
          <span className="cut-sheet__tag-number">{dropOff.tag_number ?? '______'}</span>
        </p>
        <figure>
          <BarcodeImage barcode={barcode} className="cut-sheet__barcode" />
          <figcaption>{barcode.text}</figcaption>
        </figure>
      </div>

      <div className="cut-sheet__facts">
        <Block title="Customer">
          <dl>
            <Fact label={L.name}>{receipt.customer.name}</Fact>
            <Fact label={L.phone}>{receipt.customer.phone}</Fact>
          </dl>
        </Block>
        <Block title="Animal">
          <dl>
            <Fact label={L.animal}>{receipt.processing.animal || 'Not chosen'}</Fact>
            <Fact label={L.gender}>{receipt.processing.gender ?? 'Not chosen'}</Fact>
            {receipt.processing.weightText === null ? null : (
              <Fact label={L.weight}>{receipt.processing.weightText}</Fact>
            )}
            {receipt.prep ? (
              <Fact label="Prep">
                {receipt.prep.lines.length === 0 ? L.noPrep : receipt.prep.lines.map((line) => line.label).join(', ')}
              </Fact>
            ) : null}
          </dl>
        </Block>
        <Block title="Drop-off">
          <dl>
            <Fact label="Hanging weight (lbs)">{given(dropOff.hanging_weight_lbs)}</Fact>
            <Fact label="Storage location">{given(dropOff.storage_location)}</Fact>
            <Fact label="Confirmation number">{given(dropOff.confirmation_number)}</Fact>
          </dl>
        </Block>
      </div>

      <Block title={L.cuts} className="cut-sheet__cuts">
        {receipt.processing.cuts.length === 0 ? <p>No cuts chosen.</p> : null}
        {cuts.length > 0 ? (
          <ul className="cut-sheet__list">
            {cuts.map((cut) => (
              <li key={cut}>{cut}</li>
            ))}
          </ul>
        ) : null}
        {otherCuts.map((cut) => (
          <p key={cut} className="cut-sheet__other">
            <strong>{OTHER_CUT}:</strong> {cut.slice(OTHER_PREFIX.length)}
          </p>
        ))}
      </Block>

      <Block title={L.addons} className="cut-sheet__addons">
        {receipt.addons ? (
          <ul className="cut-sheet__list">
            {receipt.addons.lines.map((line) => (
              <li key={line.label}>
                {line.label} <strong>{addonQuantityText(line)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p>No add-ons.</p>
        )}
      </Block>

      <Block title="Watch for" className="cut-sheet__watch">
        <p>{dropOff.notes ?? 'Nothing noted at drop-off.'}</p>
        {alsoFor ? <p className="cut-sheet__also">{alsoFor}</p> : null}
      </Block>

      <div className="cut-sheet__foot">
        <p className="cut-sheet__signature">
          <span className="cut-sheet__line" aria-hidden="true" />
          Signature (on pickup)
        </p>
        <dl className="cut-sheet__totals">
          <Fact label={L.grandTotal}>{formatCents(receipt.grandTotal.amountCents)}</Fact>
          {order.storage?.charge ? (
            <Fact label={order.storage.charge.label}>{formatCents(order.storage.charge.cents)}</Fact>
          ) : null}
          <Fact label="Paid">{formatCents(order.paid_cents)}</Fact>
          <Fact label="Balance due">{formatCents(order.balance_due_cents)}</Fact>
        </dl>
      </div>
    </article>
  );
}
