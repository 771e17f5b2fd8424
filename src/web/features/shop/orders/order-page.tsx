import { Fragment, type ReactNode, type RefObject, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buildReceipt } from '../../../../domain/receipt';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { STAGE_LABELS, canChangeInShop } from '../../../../domain/shop/stages';
import { LoadingNotice } from '../../../components/loading-notice';
import { LoadFailure } from '../components/load-failure';
import { BackToBoard } from './back-to-order';
import { EditAddonsDialog, EditAnimalDialog, EditCustomerDialog, EditCutsDialog } from './edit-dialogs';
import { formatShopTime } from '../lib/format-shop-time';
import { CwdHoldNotice } from './cwd-dialogs';
import { UnclaimedFacts } from './unclaimed-dialog';
import { EditDropOffDialog } from './order-dialogs';
import { FinishedWeightDialog, YieldFacts } from './finished-weight';
import { DropOffDayDialog, DropOffDayFacts } from './drop-off-day-dialog';
import { DonationDialog, DonationFacts } from './donation-dialog';
import {
  AddonLines,
  AnimalFacts,
  CustomerFacts,
  CutList,
  CwdFacts,
  DropOffFacts,
  HistoryList,
  NotificationList,
  OrderSection,
  PaymentFacts,
  TotalLines,
} from './order-sections';
import { PageHeading } from '../components/page-heading';
import { VoidPaymentDialog } from './payment-dialogs';
import { PrintLinks } from './print-links';
import { shopPaths } from '../../../app/shop-paths';
import { StageActions } from './stage-actions';
import { useDebounced } from './use-debounced';
import { useOrderEvents } from './use-order-events';
import { useShopOrder } from './use-shop-order';
import type { EnteredState } from './counter-order-entry';

/** The order number of the URL (/shop/orders/GM-1042), whatever the shell named its parameter. */
function useOrderNumber(): string {
  const params = useParams();
  const { pathname } = useLocation();
  const fromPath = /\/orders\/([^/]+)/.exec(pathname)?.[1];
  return params.number ?? (fromPath ? decodeURIComponent(fromPath) : '');
}

/** docs/shop.md 3: one order at /shop/orders/GM-1042, with its stage buttons and edits; live. */
export default function OrderPage() {
  const orderNumber = useOrderNumber();
  // Another order's page starts afresh: no message carried over.
  return <OrderScreen key={orderNumber} orderNumber={orderNumber} />;
}

function OrderScreen({ orderNumber }: { orderNumber: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, refresh, show } = useShopOrder(orderNumber);
  // docs/shop.md 14: arriving from 'New order', the page says it was saved and offers its printouts first.
  const entered = (useLocation().state as Partial<EnteredState> | null)?.entered ?? null;
  const [announcement, setAnnouncement] = useState(entered ?? '');

  const refetch = useDebounced(refresh, 250);
  useOrderEvents((change) => {
    if (change === null || change.order_number === orderNumber) refetch.schedule();
  });

  function saved(order: ShopOrder, message: string) {
    const stageChanged = state.status === 'ready' && state.order.stage !== order.stage;
    show(order);
    setAnnouncement(message);
    // The button pressed is gone with the old stage: start again from the title, where the new stage follows.
    if (stageChanged) headingRef.current?.focus();
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl px-4 py-6">
      <BackToBoard />
      <PageHeading title={`Order ${orderNumber}`} headingRef={headingRef} />
      {state.status === 'loading' ? <LoadingNotice text="Loading the order..." /> : null}
      {state.status === 'not-found' ? (
        <p className="mt-4 text-base text-stone-800">There is no order {orderNumber}.</p>
      ) : null}
      {state.status === 'failed' ? <LoadFailure what="The order" reason={state.message} onRetry={refresh} /> : null}
      {state.status === 'ready' ? (
        <OrderView
          order={state.order}
          onSaved={saved}
          headingRef={headingRef}
          announcement={announcement}
          justEntered={entered !== null}
        />
      ) : null}
    </div>
  );
}

/** docs/shop.md 16: 'Same customer: GM-1043, GM-1044', each linked to its page. */
function SameCustomer({ others }: { others: ShopOrder['same_customer'] }) {
  if (others.length === 0) return null;
  return (
    <p className="mt-3 text-base text-stone-900">
      Same customer:{' '}
      {others.map((other, index) => (
        <Fragment key={other.order_number}>
          {index > 0 ? ', ' : null}
          <Link
            to={shopPaths.order.getHref(other.order_number)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {other.order_number}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

function OrderView({
  order,
  onSaved,
  headingRef,
  announcement,
  justEntered,
}: {
  order: ShopOrder;
  onSaved: (order: ShopOrder, message: string) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  announcement: string;
  justEntered: boolean;
}) {
  const receipt = buildReceipt(order.details);
  const changeable = canChangeInShop(order.stage);
  const dialogProps = { order, onSaved, returnFocusTo: headingRef };
  // docs/shop.md 3: each section's edit is one press away while the order can change, not behind an edit mode.
  const edit = (dialog: ReactNode) => (changeable ? dialog : null);

  return (
    <>
      <p className="mt-2 text-lg text-stone-900">
        Stage: <strong>{STAGE_LABELS[order.stage]}</strong>
      </p>
      <CwdHoldNotice order={order} />
      <UnclaimedFacts order={order} />
      {order.cancel_reason ? (
        <p className="mt-1 text-base wrap-anywhere text-stone-800">Reason: {order.cancel_reason}</p>
      ) : null}
      {order.pickup ? (
        <p className="mt-1 text-base wrap-anywhere text-stone-800">
          Picked up by {order.pickup.picked_up_by},{' '}
          <time dateTime={order.pickup.picked_up_at}>{formatShopTime(order.pickup.picked_up_at)}</time>
        </p>
      ) : null}
      <StageActions {...dialogProps} />
      <PrintLinks
        orderNumber={order.details.order.order_number}
        donated={order.donation.choice !== 'keep'}
        focusFirst={justEntered}
      />
      <p role="status" className="mt-3 min-h-6 text-base font-medium text-forest-700">
        {announcement}
      </p>
      <div className="mt-4 grid gap-4 @4xl:grid-cols-2 @4xl:items-start">
        <div className="grid min-w-0 gap-4">
          <OrderSection title="Customer" action={edit(<EditCustomerDialog {...dialogProps} />)}>
            <CustomerFacts customer={receipt.customer} language={order.details.order.language} />
            <SameCustomer others={order.same_customer} />
            <p className="mt-3">
              <Link
                to={shopPaths.newOrder.getHref(order.details.order.order_number)}
                className="text-base font-semibold text-brand-800 underline underline-offset-2"
              >
                New order for this customer
              </Link>
            </p>
          </OrderSection>
          <OrderSection title="Animal" action={edit(<EditAnimalDialog {...dialogProps} />)}>
            <AnimalFacts receipt={receipt} />
          </OrderSection>
          <OrderSection title="Cuts" action={edit(<EditCutsDialog {...dialogProps} />)}>
            <CutList cuts={receipt.processing.cuts} />
          </OrderSection>
          <OrderSection title="Add-ons" action={edit(<EditAddonsDialog {...dialogProps} />)}>
            <AddonLines addons={receipt.addons} />
          </OrderSection>
          <OrderSection title="Totals">
            <TotalLines receipt={receipt} storage={order.storage} />
          </OrderSection>
        </div>
        <div className="grid min-w-0 gap-4">
          <OrderSection
            title="Drop-off"
            action={
              order.drop_off.tag_number === null ? (
                <DropOffDayDialog {...dialogProps} />
              ) : (
                edit(<EditDropOffDialog {...dialogProps} />)
              )
            }
          >
            <DropOffDayFacts order={order} />
            <DropOffFacts dropOff={order.drop_off} />
          </OrderSection>
          {order.drop_off.checked_in_at === null ? null : (
            <OrderSection title="Yield" action={edit(<FinishedWeightDialog {...dialogProps} />)}>
              <YieldFacts order={order} />
            </OrderSection>
          )}
          <OrderSection title="Donation" action={edit(<DonationDialog {...dialogProps} />)}>
            <DonationFacts order={order} />
          </OrderSection>
          {order.cwd.sample_id === null ? null : (
            <OrderSection title="CWD test">
              <CwdFacts cwd={order.cwd} />
            </OrderSection>
          )}
          <OrderSection title="Payments">
            <PaymentFacts
              balanceDueCents={order.balance_due_cents}
              paidCents={order.paid_cents}
              payments={order.payments}
              programShare={
                order.donation.program && order.donation.choice !== 'keep'
                  ? { name: order.donation.program.name, cents: order.donation.share_cents }
                  : null
              }
              voidAction={
                changeable ? (payment) => <VoidPaymentDialog {...dialogProps} payment={payment} /> : undefined
              }
            />
          </OrderSection>
          <OrderSection title="Notifications">
            <NotificationList messages={order.notifications} />
          </OrderSection>
          <OrderSection title="History">
            <HistoryList events={order.history} />
          </OrderSection>
        </div>
      </div>
    </>
  );
}
