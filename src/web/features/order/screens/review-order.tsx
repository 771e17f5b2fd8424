import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { PATHS, headingFor } from '../../../paths';
import { completeOrder } from '../api';
import { NextButton } from '../components/next-button';
import { OrderSummary } from '../components/order-summary';
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
    if (orderState.status === 'failed') void navigate(PATHS.addons, { replace: true });
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
          <Button className="mt-6 w-full" onClick={() => void navigate(PATHS.orderDetails)}>
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
      {orderState.status === 'ready' ? (
        <OrderSummary details={orderState.details} />
      ) : (
        <LoadingNotice text="Loading your order..." />
      )}
    </StepLayout>
  );
}
