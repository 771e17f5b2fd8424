import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../../domain/money';
import { computeOrderTotals } from '../../../../domain/pricing';
import type { OrderDetails } from '../../../../domain/schemas';
import { Button } from '../../../components/button';
import { PATHS, headingFor } from '../../../paths';
import { completeOrder } from '../api';
import { NextButton } from '../components/next-button';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { clearCurrentOrderId } from '../current-order-id';
import { useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { SUBMIT_TOAST_MS, WEB_MESSAGES } from '../messages';

export default function ReviewOrderPage() {
  const navigate = useNavigate();
  const orderState = useCurrentOrder({
    missingRedirect: PATHS.orderDetails,
    onNotFound: 'show',
    failureMessage: WEB_MESSAGES.loadOrderFailed,
  });
  const { saving: submitting, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.submitFailed,
    success: WEB_MESSAGES.orderSubmitted,
    successDurationMs: SUBMIT_TOAST_MS,
  });

  // DESIGN decision 14: a failed load sends the customer back to the add-ons.
  useEffect(() => {
    if (orderState.status === 'failed') navigate(PATHS.addons, { replace: true });
  }, [orderState, navigate]);

  const isHog = orderState.status === 'ready' && orderState.details.order.animal_type === 'Hog';
  const backTo = isHog ? PATHS.hogCuts : PATHS.addons;

  function submit() {
    if (orderState.status !== 'ready') return;
    const { id } = orderState;
    void saveThenGo(async () => {
      await completeOrder(id);
      // A submitted order is no longer the one in progress.
      clearCurrentOrderId();
    }, PATHS.home);
  }

  if (orderState.status === 'not-found') {
    return (
      <StepLayout {...headingFor(PATHS.reviewOrder)} backTo={PATHS.addons}>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          <h2 className="text-xl font-bold text-stone-900">Order not found</h2>
          <Button className="mt-6 w-full" onClick={() => navigate(PATHS.orderDetails)}>
            Start New Order
          </Button>
        </div>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      {...headingFor(PATHS.reviewOrder)}
      backTo={backTo}
      footer={
        orderState.status === 'ready' ? (
          <NextButton busy={submitting} busyText="Submitting..." onClick={submit}>
            Submit Order
          </NextButton>
        ) : null
      }
    >
      {orderState.status === 'ready' ? <OrderSummary details={orderState.details} /> : <LoadingNotice text="Loading your order..." />}
    </StepLayout>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One label/amount pair; a `strong` line is a total, set off by a rule above it. */
function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  const look = strong ? 'mt-2 border-t border-stone-200 pt-3 text-lg font-bold text-stone-900' : 'text-base text-stone-800';
  return (
    <div className={`flex items-baseline justify-between gap-4 py-1.5 ${look}`}>
      <dt className="min-w-0 wrap-anywhere">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere">{value}</dd>
    </div>
  );
}

function OrderSummary({ details }: { details: OrderDetails }) {
  const { order, cuts, addons, totals } = details;
  // Line prices come from the stored price texts; every total shown is the server's.
  const lines = computeOrderTotals(order, addons);
  const isDeer = order.animal_type === 'Deer';
  const weight = order.weight_option === 'over200' ? `${order.weight_pounds ?? ''} lbs` : 'Under 200 lbs';
  return (
    <div className="grid gap-4">
      <Card title="Customer Information">
        <dl>
          <Line label="Name" value={order.full_name} />
          <Line label="Email" value={<span className="wrap-anywhere">{order.email}</span>} />
          <Line label="Phone" value={order.phone_number} />
        </dl>
      </Card>
      {isDeer ? (
        <Card title="Prep Services">
          {lines.prepLines.length === 0 ? <p className="py-1.5 text-base text-stone-700">No prep services</p> : null}
          <dl>
            {lines.prepLines.map((line) => (
              <Line key={line.addon_name} label={line.addon_name} value={formatCents(line.lineCents)} />
            ))}
            <Line label="Prep Total" value={formatCents(totals.prep_cents)} strong />
          </dl>
        </Card>
      ) : null}
      <Card title="Processing">
        <dl>
          <Line label="Animal" value={order.animal_type} />
          <Line label="Gender" value={order.gender ?? ''} />
          {order.animal_type === 'Hog' ? <Line label="Weight" value={weight} /> : null}
        </dl>
        <h3 className="mt-3 text-base font-semibold text-stone-900">Cuts</h3>
        <ul className="mt-1 grid gap-1 text-base text-stone-800">
          {cuts.map((cut) => (
            <li key={cut.cut_name} className="min-w-0 wrap-anywhere">
              {cut.cut_name}
            </li>
          ))}
        </ul>
        <dl className="mt-1">
          <Line label="Processing Cost" value={formatCents(totals.processing_cents)} strong />
        </dl>
      </Card>
      {lines.addonLines.length > 0 ? (
        <Card title="Add-ons">
          <dl>
            {lines.addonLines.map((line) => (
              <Line
                key={line.addon_name}
                label={
                  <>
                    {line.addon_name}
                    {line.quantity > 1 ? <span className="text-stone-700"> x {line.quantity}</span> : null}
                  </>
                }
                value={formatCents(line.lineCents)}
              />
            ))}
            <Line label="Add-ons Total" value={formatCents(totals.addons_cents)} strong />
          </dl>
        </Card>
      ) : null}
      <Card title="Order Total">
        <dl>
          <Line label="Processing" value={formatCents(totals.processing_cents)} />
          {isDeer ? <Line label="Prep Services" value={formatCents(totals.prep_cents)} /> : null}
          {lines.addonLines.length > 0 ? <Line label="Add-ons" value={formatCents(totals.addons_cents)} /> : null}
          <Line label="Grand Total" value={formatCents(totals.grand_total_cents)} strong />
        </dl>
      </Card>
    </div>
  );
}
