import { t } from '@lingui/core/macro';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderDetails } from '../../../../domain/schemas';
import { Button } from '../../../components/button';
import { loadConfirmationPanel } from '../../../components/kept-confirmation';
import { ApiRequestError } from '../../../lib/api-client';
import { isCounterTablet, keepConfirmation } from '../../../lib/order-confirmation';
import { reloadPriceList } from '../../../lib/price-list';
import { paths } from '../../../app/paths';
import { headingFor } from '../screen-headings';
import { completeOrder, loadOpenOrder } from '../api';
import { NextButton } from '../components/next-button';
import { OrderSummary } from '../components/order-summary';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { clearCurrentOrderId } from '../current-order-id';
import { useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { SUBMIT_TOAST_MS, WEB_MESSAGES } from '../messages';
import { chooseDayMessage, dayLabel, fullMessage } from '../drop-off-texts';
import { toastError } from '../../../lib/toast';

export default function ReviewOrderPage() {
  const navigate = useNavigate();
  const orderState = useCurrentOrder({
    onNotFound: 'show',
    failureMessage: WEB_MESSAGES.loadOrderFailed,
  });
  // The order as reloaded after a 409 (docs/shop.md 5), and the server's reason, shown above the new totals.
  const [reloaded, setReloaded] = useState<{ details: OrderDetails | null; message: string } | null>(null);
  const { saving: submitting, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.submitFailed,
    success: WEB_MESSAGES.orderSubmitted,
    successDurationMs: SUBMIT_TOAST_MS,
    handleFailure: async (error) => {
      if (!(error instanceof ApiRequestError && error.isConflict) || orderState.status !== 'ready') return false;
      // ADR 1201: the day filled (or the order needs one): back to the step, everything else kept.
      if (error.code === 'drop_off_day_full' || error.code === 'drop_off_day_required') {
        const day = (reloaded?.details ?? orderState.details).order.drop_off_day;
        const full = error.code === 'drop_off_day_full' && day;
        void toastError({ title: 'Day Full', description: full ? fullMessage(day) : chooseDayMessage() });
        void navigate(paths.dropOff.getHref());
        return true;
      }
      // The server re-priced the draft at the new version before refusing: read it again (and the list,
      // for any step revisited). A 409 for another reason leaves the version alone and gets the usual toast.
      const reviewed = (reloaded?.details ?? orderState.details).order.price_version;
      const [details] = await Promise.all([loadOpenOrder(orderState.id), reloadPriceList()]);
      if (details && details.order.price_version === reviewed) return false;
      setReloaded({ details, message: error.message });
      return true;
    },
  });

  // The landing that the submit opens draws the confirmation at once (components/kept-confirmation.tsx).
  useEffect(loadConfirmationPanel, []);

  // docs/customer-flow.md decision 14: a failed load sends the customer back to the add-ons.
  useEffect(() => {
    if (orderState.status === 'failed') void navigate(paths.addons.getHref(), { replace: true });
  }, [orderState, navigate]);

  const details = orderState.status === 'ready' ? (reloaded?.details ?? orderState.details) : null;
  const isHog = details?.order.animal_type === 'Hog';
  const backTo = isHog ? paths.hogCuts.getHref() : paths.addons.getHref();

  function submit() {
    if (orderState.status !== 'ready' || !details) return;
    const { id } = orderState;
    // The version of the totals on screen: a submit at any other is refused with 409.
    const priceVersion = details.order.price_version;
    setReloaded((current) => current && { ...current, message: '' });
    void saveThenGo(async () => {
      const { confirmation, order } = await completeOrder(id, priceVersion);
      // What the customer keeps of it, shown on / (ADR 0609); a submitted order is no longer the one in progress.
      // docs/shop.md 15: a counter tablet keeps nothing of it for the next hunter (counter mode shows it full screen).
      if (typeof confirmation === 'object' && !isCounterTablet()) keepConfirmation(confirmation, order);
      clearCurrentOrderId();
    }, paths.home.getHref());
  }

  if (orderState.status === 'not-found' || (reloaded && !reloaded.details)) {
    return (
      <StepLayout {...headingFor(paths.reviewOrder.path)} backTo={paths.addons.getHref()}>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          <h2 className="text-xl font-bold text-stone-900">{t`Order not found`}</h2>
          <Button className="mt-6 w-full" onClick={() => void navigate(paths.orderDetails.getHref())}>
            {t`Start New Order`}
          </Button>
        </div>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      {...headingFor(paths.reviewOrder.path)}
      backTo={backTo}
      footer={
        details ? (
          <NextButton busy={submitting} busyText={t`Submitting...`} onClick={submit}>
            {t`Submit Order`}
          </NextButton>
        ) : null
      }
    >
      {reloaded?.message ? (
        <p role="alert" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950">
          {reloaded.message}
        </p>
      ) : null}
      {details?.order.drop_off_day ? (
        <DropOffCard day={details.order.drop_off_day} waitlist={details.order.drop_off_waitlist === true} />
      ) : null}
      {details ? <OrderSummary details={details} /> : <LoadingNotice text={t`Loading your order...`} />}
    </StepLayout>
  );
}

/**
 * docs/shop.md 10: the day the customer will bring the animal in, first on the review when the shop asked for one;
 * 'Waitlist: Saturday, November 14' for a full day's waitlist.
 */
function DropOffCard({ day, waitlist }: { day: string; waitlist: boolean }) {
  const label = dayLabel(day);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t`Drop-off`}
      </h2>
      <p className="mt-1 text-base text-stone-800">{waitlist ? t`Waitlist: ${label}` : label}</p>
    </section>
  );
}
