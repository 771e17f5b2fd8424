import { t } from '@lingui/core/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { type DetailsValues, validateDetails } from '../../../../domain/validation';
import { DetailsFields } from '../../../components/order-form/details-fields';
import { ApiRequestError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { PATHS, headingFor } from '../../../paths';
import { createOrder, loadOpenOrder, updateOrderDetails } from '../api';
import { NextButton } from '../components/next-button';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { clearCurrentOrderId, getCurrentOrderId, setCurrentOrderId } from '../current-order-id';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';

const EMPTY: DetailsValues = { full_name: '', email: '', phone_number: '' };

/** Saves to the current order, or creates one (DESIGN decision 1); a closed or vanished order starts afresh. */
async function saveDetails(values: DetailsValues): Promise<void> {
  const id = getCurrentOrderId();
  if (id) {
    try {
      await updateOrderDetails(id, values);
      return;
    } catch (error) {
      if (!(error instanceof ApiRequestError && (error.isMissingOrder || error.isConflict))) throw error;
      clearCurrentOrderId();
    }
  }
  const created = await createOrder(values);
  setCurrentOrderId(created.order.id);
}

export default function OrderDetailsPage() {
  const [values, setValues] = useState<DetailsValues>(EMPTY);
  const [loading, setLoading] = useState(() => getCurrentOrderId() !== null);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.saveDetailsFailed });

  // Prefill from the order in progress, if any.
  useEffect(() => {
    const id = getCurrentOrderId();
    if (!id) return;
    let active = true;
    loadOpenOrder(id)
      .then(
        (details) => {
          if (!active || !details) return;
          const { full_name, email, phone_number } = details.order;
          setValues({ full_name, email, phone_number });
        },
        () => {
          if (active) void toastError(WEB_MESSAGES.loadSelectionsFailed);
        },
      )
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = validateDetails(values);
    if (result.ok) void saveThenGo(() => saveDetails(result.value), PATHS.chooseAnimal);
    else void toastError(result.message);
  }

  return (
    <StepLayout {...headingFor(PATHS.orderDetails)} backTo={PATHS.home}>
      {loading ? (
        <LoadingNotice text={t`Loading your details...`} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-1 flex-col gap-5">
          <DetailsFields values={values} onChange={setValues} />
          <div className="mt-auto pt-4">
            <NextButton type="submit" busy={saving} />
          </div>
        </form>
      )}
    </StepLayout>
  );
}
