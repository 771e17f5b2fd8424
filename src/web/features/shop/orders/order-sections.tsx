import { type ReactNode, useId } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../../../domain/language';
import { formatCents } from '../../../../domain/money';
import { RECEIPT_LABELS, type Receipt } from '../../../../domain/receipt';
import type {
  DropOff,
  NotificationSummary,
  OrderEvent,
  PaymentEntry,
  ShopOrder,
} from '../../../../domain/shop/answers/order';
import { CWD_RESULT_LABELS } from '../../../../domain/shop/cwd';
import type { OrderStorage } from '../../../../domain/shop/storage';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/shop/payments';
import { AmountLine, Line } from '../../../components/receipt-lines';
import { addonQuantityText } from '../../../../domain/shop/addon-quantity';
import { channelLabel, messageKindTitle } from '../../../../domain/shop/message-labels';
import { attemptsText, describeChanges, messageRoundText, notificationOutcome } from './format';
import { formatShopDay, formatShopTime } from '../lib/format-shop-time';
import { stateName } from '../lib/state-choices';

/** A section of the order page, headed as docs/shop.md 3 names it, with its edit button when editing. */
export function OrderSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-base text-stone-700">{children}</p>;

const L = RECEIPT_LABELS;
const LINK = 'text-brand-800 underline underline-offset-2';

/** The customer's contact details, and the language their messages are written in (ADR 0603). */
export function CustomerFacts({ customer, language }: { customer: Receipt['customer']; language: Language }) {
  return (
    <dl>
      <Line label={L.name} value={customer.name} />
      <Line
        label={L.email}
        value={
          <a className={LINK} href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        }
      />
      <Line
        label={L.phone}
        value={
          <a className={LINK} href={`tel:${customer.phone}`}>
            {customer.phone}
          </a>
        }
      />
      <Line label="Language" value={<span lang={language}>{LANGUAGE_NAMES[language]}</span>} />
    </dl>
  );
}

export function AnimalFacts({ receipt }: { receipt: Receipt }) {
  const { processing, prep } = receipt;
  if (processing.animal === '') return <Empty>No animal chosen yet.</Empty>;
  return (
    <dl>
      <Line label={L.animal} value={processing.animal} />
      <Line label={L.gender} value={processing.gender ?? 'Not chosen'} />
      {processing.weightText === null ? null : <Line label={L.weight} value={processing.weightText} />}
      {prep ? (
        <Line
          label="Prep"
          value={prep.lines.length === 0 ? L.noPrep : prep.lines.map((line) => line.label).join(', ')}
        />
      ) : null}
    </dl>
  );
}

export function CutList({ cuts }: { cuts: string[] }) {
  if (cuts.length === 0) return <Empty>No cuts chosen.</Empty>;
  return (
    <ul className="grid gap-1 text-base text-stone-800">
      {cuts.map((cut) => (
        <li key={cut} className="min-w-0 wrap-anywhere">
          {cut}
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/shop.md 3, 'Dates and quantities': each add-on with its quantity in its unit ('15 lb', '2 jars'), then the
 * section's total.
 */
export function AddonLines({ addons }: { addons: Receipt['addons'] }) {
  if (!addons) return <Empty>No add-ons.</Empty>;
  return (
    <dl>
      {addons.lines.map((line) => (
        <Line
          key={line.label}
          label={
            <>
              {line.label} <span className="whitespace-nowrap text-stone-700">{addonQuantityText(line)}</span>
            </>
          }
          value={formatCents(line.amountCents)}
        />
      ))}
      <AmountLine amount={addons.total} strong />
    </dl>
  );
}

export function TotalLines({ receipt, storage = null }: { receipt: Receipt; storage?: OrderStorage | null }) {
  return (
    <dl>
      {receipt.totals.map((amount) => (
        <AmountLine key={amount.label} amount={amount} />
      ))}
      <AmountLine amount={receipt.grandTotal} strong />
      {storage ? <StorageLines storage={storage} /> : null}
    </dl>
  );
}

/**
 * docs/shop.md 9, 'Unclaimed meat': after the grand total, the storage charged so far as its own line ('Storage (6 days
 * x $5.00)'), or until when storage is free; the balance due counts it.
 */
function StorageLines({ storage }: { storage: OrderStorage }) {
  return (
    <>
      {storage.charge ? (
        <Line label={storage.charge.label} value={formatCents(storage.charge.cents)} />
      ) : (
        <Line label="Free storage until" value={formatShopDay(storage.pick_up_by)} />
      )}
      {storage.overdue ? (
        <>
          <Line label="Overdue" value={`Not picked up by ${formatShopDay(storage.pick_up_by)}`} />
          <Line label="Unclaimed from" value={formatShopDay(storage.unclaimed_from)} />
        </>
      ) : null}
    </>
  );
}

export function DropOffFacts({ dropOff }: { dropOff: DropOff }) {
  if (dropOff.checked_in_at === null && dropOff.tag_number === null) return <Empty>Not checked in yet.</Empty>;
  const given = (value: string | number | null) => (value === null || value === '' ? 'None' : value);
  return (
    <dl>
      <Line label="Tag number" value={given(dropOff.tag_number)} />
      <Line label="Confirmation number" value={given(dropOff.confirmation_number)} />
      <Line label="Hanging weight (lbs)" value={given(dropOff.hanging_weight_lbs)} />
      <Line label="Storage location" value={given(dropOff.storage_location)} />
      <Line label="Notes" value={<span className="whitespace-pre-line">{given(dropOff.notes)}</span>} />
      <Line label="Harvest date" value={dropOff.harvest_date ? formatShopDay(dropOff.harvest_date) : 'None'} />
      <Line label="County of harvest" value={given(dropOff.harvest_county)} />
      <Line
        label="Hunter address"
        value={<span className="whitespace-pre-line">{given(dropOff.hunter_address)}</span>}
      />
      {/* docs/shop.md 13: what a state's record also asks, shown when given. */}
      {dropOff.license_number ? <Line label="License number" value={dropOff.license_number} /> : null}
      {dropOff.harvest_state ? <Line label="State of harvest" value={stateName(dropOff.harvest_state)} /> : null}
      {dropOff.harvest_zone ? <Line label="Zone of harvest" value={dropOff.harvest_zone} /> : null}
      {dropOff.delivered_by ? <Line label="Delivered by" value={dropOff.delivered_by} /> : null}
      {dropOff.checked_in_at ? <Line label="Checked in" value={formatShopTime(dropOff.checked_in_at)} /> : null}
    </dl>
  );
}

/** One payment: amount and method (struck through once voided), note, who took it and when, and why voided. */
function PaymentItem({ payment, action }: { payment: PaymentEntry; action: ReactNode }) {
  const what = `${formatCents(payment.amount_cents)} ${PAYMENT_METHOD_LABELS[payment.method]}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-l-2 border-stone-300 pl-3 text-base">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {payment.voided ? <del className="text-stone-700">{what}</del> : what}
        </p>
        {payment.note ? <p className="wrap-anywhere text-stone-800">Note: {payment.note}</p> : null}
        <p className="text-sm text-stone-700">
          Taken by {payment.taken_by}, <time dateTime={payment.taken_at}>{formatShopTime(payment.taken_at)}</time>
        </p>
        {payment.voided ? (
          <p className="text-sm wrap-anywhere text-red-800">
            Voided: {payment.voided.reason} ({payment.voided.by},{' '}
            <time dateTime={payment.voided.at}>{formatShopTime(payment.voided.at)}</time>)
          </p>
        ) : null}
      </div>
      {payment.voided ? null : action}
    </li>
  );
}

/**
 * docs/shop.md 2: the payments, oldest first (a voided one stays, struck through, and no longer counts), what
 * is paid and the balance due. `voidAction` gives a payment its 'Void payment' button while the order is open.
 */
export function PaymentFacts({
  balanceDueCents,
  paidCents = 0,
  payments = [],
  voidAction,
  programShare = null,
}: {
  balanceDueCents: number;
  paidCents?: number;
  payments?: PaymentEntry[];
  voidAction?: (payment: PaymentEntry) => ReactNode;
  /** docs/shop.md 12: a donation program's share ('Paid by Hunters for the Hungry'), which the balance leaves out. */
  programShare?: { name: string; cents: number } | null;
}) {
  return (
    <>
      {payments.length === 0 ? (
        <Empty>No payments yet.</Empty>
      ) : (
        <ul className="mb-3 grid gap-3">
          {payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} action={voidAction?.(payment)} />
          ))}
        </ul>
      )}
      <dl>
        {programShare ? <Line label={`Paid by ${programShare.name}`} value={formatCents(programShare.cents)} /> : null}
        {payments.length > 0 ? <Line label="Paid" value={formatCents(paidCents)} /> : null}
        <Line label="Balance due" value={formatCents(balanceDueCents)} strong />
      </dl>
    </>
  );
}

export function NotificationList({ messages }: { messages: NotificationSummary[] }) {
  if (messages.length === 0) return <Empty>No messages yet.</Empty>;
  return (
    <ul className="grid gap-3">
      {messages.map((message) => (
        <li key={`${message.channel}-${message.kind}-${message.round}`} className="text-base text-stone-800">
          <p className="font-semibold text-stone-900">
            {channelLabel(message.channel)}: {messageKindTitle(message.kind)}
            {messageRoundText(message.kind, message.round)}
          </p>
          <p className="wrap-anywhere">
            {notificationOutcome(message)} ({attemptsText(message.attempts)})
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Newest first (as the server sends it): when, who, what, and what changed. */
export function HistoryList({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <Empty>Nothing recorded yet.</Empty>;
  return (
    <ol className="grid gap-3">
      {events.map((event) => {
        const changes = describeChanges(event.before, event.after);
        return (
          <li key={event.id} className="border-l-2 border-stone-300 pl-3 text-base">
            <p className="text-sm text-stone-700">
              <time dateTime={event.at}>{formatShopTime(event.at)}</time>, {event.actor}
            </p>
            <p className="font-medium wrap-anywhere text-stone-900">{event.summary}</p>
            {changes.length > 0 ? (
              <ul className="mt-1 text-sm wrap-anywhere text-stone-700">
                {changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** docs/shop.md 9, 'CWD holds': the CWD sample, its result and what was done. */
export function CwdFacts({ cwd }: { cwd: ShopOrder['cwd'] }) {
  return (
    <dl>
      <Line label="Sample ID" value={cwd.sample_id ?? 'None'} />
      <Line label="Date taken" value={cwd.taken_on ? formatShopDay(cwd.taken_on) : 'None'} />
      <Line label="Result" value={cwd.result ? CWD_RESULT_LABELS[cwd.result] : 'Pending'} />
      {cwd.outcome ? (
        <Line label="What was done" value={<span className="whitespace-pre-line">{cwd.outcome}</span>} />
      ) : null}
    </dl>
  );
}
