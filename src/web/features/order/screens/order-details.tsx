import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DetailsValues, validateDetails } from '../../../../domain/validation';
import { DetailsFields } from '../../../components/order-form/details-fields';
import { ApiRequestError } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { headingFor } from '../screen-headings';
import { createOrder, loadOpenOrder, updateOrderDetails } from '../api';
import { NextButton } from '../components/next-button';
import { StepLayout } from '../components/step-layout';
import { clearCurrentOrderId, getCurrentOrderId, setCurrentOrderId } from '../current-order-id';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';
import { sayIfSentForMissingOrder } from '../missing-order-arrival';

const EMPTY: DetailsValues = { full_name: '', email: '', phone_number: '' };

/** Saves to the current order, or creates one (docs/customer-flow.md decision 1); a closed or vanished order starts afresh. */
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

/**
 * What the form's inputs hold. Before the app took the page over (ADR 0605), the customer's typing is there
 * and not in the state; a tap kept from then can be pressed between hydration and the render that takes the
 * typing in, so the submit reads the inputs, which are the state at every other moment.
 */
function valuesIn(form: HTMLFormElement | null): DetailsValues {
  const text = (name: string) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  return { full_name: text('full_name'), email: text('email'), phone_number: text('phone_number') };
}

export default function OrderDetailsPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsValues>(EMPTY);
  // False in the first render, as on the server (ADR 0601): the form is drawn at once and waits, disabled,
  // while the order in progress loads.
  const [loading, setLoading] = useState(false);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.saveDetailsFailed });

  // The customer's typing before hydration becomes the form's state, as if typed now; a customer the boot
  // script sent here for lack of an order is told so.
  useEffect(() => {
    sayIfSentForMissingOrder(paths.orderDetails.getHref());
    const typed = valuesIn(formRef.current);
    if (Object.values(typed).some((value) => value !== '')) setValues(typed);
  }, []);

  // Prefill from the order in progress, if any.
  useEffect(() => {
    const id = getCurrentOrderId();
    if (!id) return;
    let active = true;
    setLoading(true);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validateDetails(valuesIn(event.currentTarget));
    if (result.ok) void saveThenGo(() => saveDetails(result.value), paths.chooseAnimal.getHref());
    else void toastError(result.message);
  }

  return (
    <StepLayout {...headingFor(paths.orderDetails.path)} backTo={paths.home.getHref()}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="flex flex-1 flex-col"
        aria-busy={loading || undefined}
      >
        <fieldset disabled={loading} className="flex min-w-0 flex-1 flex-col gap-5">
          <DetailsFields values={values} onChange={setValues} />
          <div className="mt-auto pt-4">
            <NextButton type="submit" busy={saving} />
          </div>
        </fieldset>
      </form>
    </StepLayout>
  );
}
