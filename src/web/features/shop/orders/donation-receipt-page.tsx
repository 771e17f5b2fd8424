import { type ReactNode, useRef } from 'react';
import { useParams } from 'react-router';
import { formatCents } from '../../../../domain/money';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { DONATION_CHOICE_LABELS, paidByLine } from '../../../../domain/shop/donations';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { LoadFailure } from '../components/load-failure';
import { PageHeading } from '../components/page-heading';
import { formatShopDay, formatShopTime } from '../lib/format-shop-time';
import { BackToOrder } from './back-to-order';
import { usePrintSheet } from './use-print-sheet';
import './donation-receipt.css';

/**
 * docs/shop.md 12: the hunter's 'Donation receipt' at /shop/orders/GM-1042/donation-receipt, one printed page
 * (Letter or A4): what was given, to which program, the pounds, what the program pays and what is left to
 * the hunter. Reads the print sheet; printing it records nothing (it changes nothing of the order).
 */
export default function DonationReceiptPage() {
  const orderNumber = useParams().number ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, retry } = usePrintSheet(orderNumber);
  const donated = state.status === 'ready' && state.sheet.order.donation.choice !== 'keep';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
      <div className="print:hidden">
        <BackToOrder orderNumber={orderNumber} />
        <PageHeading title={`Donation receipt ${orderNumber}`} headingRef={headingRef} />
        {state.status === 'loading' ? <LoadingNotice text="Loading the receipt..." /> : null}
        {state.status === 'not-found' ? (
          <p className="mt-4 text-base text-stone-800">There is no order {orderNumber}.</p>
        ) : null}
        {state.status === 'failed' ? <LoadFailure what="The receipt" reason={state.message} onRetry={retry} /> : null}
        {state.status === 'ready' && !donated ? (
          <p className="mt-4 text-base text-stone-800">This order is not donated: the hunter keeps the meat.</p>
        ) : null}
        {donated ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        ) : null}
      </div>
      {state.status === 'ready' && donated ? <Receipt sheet={state.sheet} /> : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="donation-receipt__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Receipt({ sheet }: { sheet: PrintSheet }) {
  const { order, shop } = sheet;
  const { donation, drop_off: dropOff } = order;
  const customer = order.details.order;
  const programName = donation.program?.name ?? 'the program';
  const pounds = donation.donated_pounds === null ? 'To be weighed' : `${donation.donated_pounds} lbs (hanging weight)`;
  const animal = [customer.animal_type, customer.gender].filter(Boolean).join(', ');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <article className="donation-receipt" aria-label={`Donation receipt of order ${customer.order_number}`}>
      <header className="donation-receipt__head">
        <div>
          <p className="donation-receipt__shop">{shop.shop_name || 'Game processing'}</p>
          <p className="whitespace-pre-line">{[shop.address, shop.phone].filter(Boolean).join('\n')}</p>
        </div>
        <div className="donation-receipt__title">
          <p>Donation receipt</p>
          <p className="donation-receipt__date">{formatShopDay(today)}</p>
        </div>
      </header>
      <p className="donation-receipt__thanks">
        {`${customer.full_name} donated venison to ${programName}, for food banks. Thank you.`}
      </p>
      <dl className="donation-receipt__facts">
        <Fact label="Hunter">{customer.full_name}</Fact>
        <Fact label="Order">{customer.order_number}</Fact>
        <Fact label="Tag">{dropOff.tag_number ?? 'None'}</Fact>
        <Fact label="Confirmation number">{dropOff.confirmation_number ?? 'None'}</Fact>
        <Fact label="Animal">{animal || 'None'}</Fact>
        <Fact label="Received">{dropOff.checked_in_at ? formatShopTime(dropOff.checked_in_at) : 'None'}</Fact>
        <Fact label="Donated">{DONATION_CHOICE_LABELS[donation.choice]}</Fact>
        <Fact label="Pounds donated">{pounds}</Fact>
        <Fact label="Program">{programName}</Fact>
      </dl>
      <dl className="donation-receipt__money">
        <Fact label="Processing total">{formatCents(order.details.totals.grand_total_cents)}</Fact>
        <div className="donation-receipt__fact">
          <dt>{paidByLine(programName, donation.share_cents)}</dt>
        </div>
        <Fact label="Paid by the hunter">{formatCents(order.paid_cents)}</Fact>
        <Fact label="Balance due">{formatCents(order.balance_due_cents)}</Fact>
      </dl>
      <p className="donation-receipt__sign">Received by: ______________________________</p>
    </article>
  );
}
