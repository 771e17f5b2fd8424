import { type MessageDescriptor, i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCents } from '../../../domain/money';
import type { Stage } from '../../../domain/shop/stages';
import { type OrderStorage, shortDate } from '../../../domain/shop/storage';
import type { OrderStatusPage } from '../../../domain/status-page';
import { paths } from '../../app/paths';
import { Button, buttonClass } from '../../components/button';
import { LoadingNotice } from '../../components/loading-notice';
import type { StartFromState } from '../../lib/order-confirmation';
import { OrderedSummary } from './components/ordered-summary';
import { ShopContact } from './components/shop-contact';
import { StageSteps } from './components/stage-steps';
import { StatusCard } from './components/status-card';
import { StatusFrame } from './status-frame';
import { useOrderStatus } from './use-order-status';

/** What each stage means for the customer, under the order's title. */
const STAGE_NOTES: Record<Stage, MessageDescriptor> = {
  submitted: msg`We have your order. It is checked in when you bring your animal to the shop.`,
  checked_in: msg`Your animal is at the shop, waiting to be processed.`,
  processing: msg`Your order is being processed.`,
  ready: msg`Your order is ready for pickup.`,
  picked_up: msg`Your order has been picked up. Thank you!`,
  cancelled: msg`This order was cancelled. Call the shop if you have any questions.`,
  unclaimed: msg`This order was not picked up in time. Call the shop if you have any questions.`,
};

/** 'Balance due $40.00'; an overpaid order (after an edit lowered its total) says what the shop owes. */
function Balance({ order }: { order: OrderStatusPage }) {
  const due = order.balance_due_cents;
  return (
    <>
      <p className="mt-3 text-xl text-stone-900">
        {t`Balance due`} <strong className="font-bold">{formatCents(Math.max(due, 0))}</strong>
      </p>
      {due === 0 && order.paid_cents > 0 ? <p className="mt-1 text-base text-stone-700">{t`Paid in full.`}</p> : null}
      {due < 0 ? (
        <p className="mt-1 text-base text-stone-700">{t`Overpaid by ${formatCents(-due)}: the shop will settle it with you.`}</p>
      ) : null}
    </>
  );
}

/** docs/shop.md 9, 'Unclaimed meat': until when storage is free, and the fee after that when the shop charges one. */
function PickUpBy({ storage }: { storage: OrderStorage }) {
  const date = shortDate(storage.pick_up_by, i18n.locale);
  const fee = formatCents(storage.fee_cents);
  return (
    <p className="mt-2 text-base text-stone-900">
      {t`Please pick it up by ${date}.`}
      {storage.fee_cents > 0 ? ` ${t`After that, storage is ${fee} a day.`}` : null}
    </p>
  );
}

/** docs/shop.md 11: 'Finished weight: 72.5 lbs', the number written the reader's way (72,5 in Spanish). */
function FinishedWeight({ lbs }: { lbs: number }) {
  const weight = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(lbs);
  return <p className="mt-1 text-base text-stone-700">{t`Finished weight: ${weight} lbs`}</p>;
}

function OrderStatusView({ order, statusPath }: { order: OrderStatusPage; statusPath: string }) {
  const navigate = useNavigate();
  return (
    <StatusFrame title={t`Order ${order.order_number}`} eyebrow={order.shop.name.trim()}>
      {order.tag_number === null ? null : <p className="mt-1 text-base text-stone-700">{t`Tag ${order.tag_number}`}</p>}
      {order.finished_weight_lbs === null ? null : <FinishedWeight lbs={order.finished_weight_lbs} />}
      <div className="mt-6 grid gap-4">
        <section aria-label={t`Summary`} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
          <p className="text-base font-semibold text-stone-900">{i18n._(STAGE_NOTES[order.stage])}</p>
          {order.hold === 'pending' ? (
            <p className="mt-2 text-lg font-bold text-stone-900">{t`Waiting for the CWD test result`}</p>
          ) : null}
          {order.hold === 'detected' ? (
            <p className="mt-2 text-lg font-bold text-stone-900">{t`Please call the shop about your order.`}</p>
          ) : null}
          {order.stage === 'ready' && order.storage ? <PickUpBy storage={order.storage} /> : null}
          <Balance order={order} />
        </section>
        <StatusCard id="status-progress" title={t`Progress`}>
          <StageSteps steps={order.steps} labelledBy="status-progress" />
        </StatusCard>
        <ShopContact shop={order.shop} />
        <OrderedSummary
          ordered={order.ordered}
          paidCents={order.paid_cents}
          storage={order.storage}
          names={order.spanish_names}
        />
        {/* docs/shop.md 17: the same choices again, for this season's animal; the link proves the customer. A button,
            which a tap before the page is live still presses (ADR 0605): a link would go without its state. */}
        <Button
          variant="secondary"
          onClick={() =>
            void navigate(paths.orderDetails.getHref(), {
              state: { orderAgainOf: statusPath } satisfies StartFromState,
            })
          }
        >
          {t`Order again`}
        </Button>
        {/* docs/shop.md 4: the link is the customer's only way back here; no account holds it for them. */}
        <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-base text-stone-700">
          <strong className="font-semibold text-stone-900">{t`Save this page`}</strong>{' '}
          {t`Bookmark it or add it to your home screen to check on your order any time.`}
        </p>
      </div>
    </StatusFrame>
  );
}

/**
 * `/status/<token>` (docs/shop.md 4): the order's stage, what was ordered, the balance and how to reach the shop,
 * for whoever holds the link in the confirmation or ready message. Loads nothing of the order flow or the shop.
 */
export default function StatusPage() {
  const { token = '' } = useParams();
  const { state, retry } = useOrderStatus(token);

  if (state.status === 'ready') return <OrderStatusView order={state.order} statusPath={paths.status.getHref(token)} />;
  if (state.status === 'not-found') {
    return (
      <StatusFrame title={t`Order not found`}>
        <p className="mt-3 text-base text-stone-700">
          {t`This link does not match any order. Check the link in your confirmation text or email, or call the shop.`}
        </p>
        <Link to={paths.home.getHref()} className={buttonClass('secondary', 'mt-8 self-start')}>
          {t`Go to the home page`}
        </Link>
      </StatusFrame>
    );
  }
  return (
    <StatusFrame title={t`Order status`}>
      {state.status === 'loading' ? (
        <LoadingNotice text={t`Loading your order...`} />
      ) : (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <p role="alert" className="text-base text-stone-800">
            {state.message}
          </p>
          <Button className="mt-6 w-full" onClick={retry}>
            {t`Try again`}
          </Button>
        </div>
      )}
    </StatusFrame>
  );
}
