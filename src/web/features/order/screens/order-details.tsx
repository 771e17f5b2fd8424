import { t } from '@lingui/core/macro';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StartFromState } from '../../../lib/order-confirmation';
import { API_PATHS } from '../../../../domain/api-paths';
import type { OrderDetails, PhoneCheckAnswer } from '../../../../domain/schemas';
import { type DetailsValues, MESSAGES, type ToastMessage, validateDetails } from '../../../../domain/validation';
import { type DetailsErrors, DetailsFields } from '../../../components/order-form/details-fields';
import { ApiRequestError, requestJson } from '../../../lib/api-client';
import { forgetConfirmation, isCounterTablet } from '../../../lib/order-confirmation';
import { toastError, toastSuccess } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { catalogueName } from '../../../i18n/catalogue-texts';
import { headingFor } from '../screen-headings';
import { createOrder, loadOpenOrder, orderAgain, startAnotherAnimal, updateOrderDetails } from '../api';
import { ReorderPanel } from '../components/reorder-panel';
import { NextButton } from '../components/next-button';
import { StepLayout } from '../components/step-layout';
import { clearCurrentOrderId, getCurrentOrderId, setCurrentOrderId } from '../current-order-id';
import { loadCounterMode } from '../counter-tablet/load-counter-mode';
import { useSaveStep } from '../hooks/use-save-step';
import { fieldMessage } from '../field-messages';
import { WEB_MESSAGES } from '../messages';
import { sayIfSentForMissingOrder } from '../missing-order-arrival';

const EMPTY: DetailsValues = { full_name: '', email: '', phone_number: '' };

type PhoneVerdict = PhoneCheckAnswer['verdict'];
type FieldMarks = Partial<Record<keyof DetailsValues, { message: string; value: string }>>;

/** The marks whose field still holds the value they were made for. */
function marksStillTrue(marks: FieldMarks, values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const [field, mark] of Object.entries(marks) as [keyof DetailsValues, { message: string; value: string }][]) {
    if (values[field] === mark.value) errors[field] = mark.message;
  }
  return errors;
}
const isPhoneCheckAnswer = (body: unknown): body is PhoneCheckAnswer =>
  ['textable', 'may-not-text', 'invalid'].includes((body as Partial<PhoneCheckAnswer> | null)?.verdict ?? '');

/**
 * How the server will take the number (docs/customer-flow.md decision 11, ADR 0608), or null when it
 * cannot be asked now (no signal, rate-limited): the save then decides.
 */
async function checkPhone(phone: string): Promise<PhoneVerdict | null> {
  try {
    const route = API_PATHS.phoneCheck;
    return (await requestJson(route.method, route.href(), { phone_number: phone }, isPhoneCheckAnswer)).verdict;
  } catch {
    return null;
  }
}

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
  // A new order started: the last one's confirmation leaves the landing page (ADR 0609).
  forgetConfirmation();
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

/** docs/shop.md 17: what of the last order is no longer sold, named in the customer's language. */
function leftOutMessage(names: readonly string[]) {
  const list = names.map((name) => catalogueName(name)).join(', ');
  return { title: t`Your last order`, description: t`No longer offered, so left out: ${list}.` };
}

export default function OrderDetailsPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsValues>(EMPTY);
  // False in the first render, as on the server (ADR 0601): the form is drawn at once and waits, disabled,
  // while the order in progress loads.
  const [loading, setLoading] = useState(false);
  // Each mark holds the value it was made for, so a corrected field loses it as it is typed, whatever the
  // order of the updates (typing can land between hydration and the render that takes the typing in).
  const [marks, setMarks] = useState<FieldMarks>({});
  const errors = marksStillTrue(marks, values);
  // The verdict on the number as it was when asked; a changed number is asked again.
  const [phoneCheck, setPhoneCheck] = useState<{ phone: string; verdict: PhoneVerdict } | null>(null);
  // Read after hydration: the server drew the page for any device. An order starts here: so does counter mode.
  const [counterTablet, setCounterTablet] = useState(false);
  useEffect(() => {
    setCounterTablet(isCounterTablet());
    loadCounterMode();
  }, []);
  const { saving, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.saveDetailsFailed,
    // The server refuses a number it could never text (400 naming the phone): said at the field.
    handleFailure: async (error) => {
      const phoneRefused =
        error instanceof ApiRequestError && error.fields.some((field) => field.path === 'phone_number');
      if (phoneRefused) showProblem(MESSAGES.invalidPhone, ['phone_number']);
      return phoneRefused;
    },
  });

  /** The toast, the message under each field at fault, and the focus on the first of them. */
  function showProblem(message: ToastMessage, fields: (keyof DetailsValues)[]) {
    void toastError(message);
    const typed = valuesIn(formRef.current);
    setMarks(
      Object.fromEntries(fields.map((field) => [field, { message: fieldMessage(message), value: typed[field] }])),
    );
    const first = fields[0] && formRef.current?.elements.namedItem(fields[0]);
    if (first instanceof HTMLInputElement) first.focus();
  }

  async function askAboutPhone() {
    const phone = valuesIn(formRef.current).phone_number.trim();
    if (!phone || phoneCheck?.phone === phone) return;
    const verdict = await checkPhone(phone);
    const typed = valuesIn(formRef.current).phone_number;
    if (!verdict || typed.trim() !== phone) return;
    setPhoneCheck({ phone, verdict });
    if (verdict === 'invalid') {
      setMarks((current) => ({
        ...current,
        phone_number: { message: fieldMessage(MESSAGES.invalidPhone), value: typed },
      }));
    }
  }

  // The customer's typing before hydration becomes the form's state, as if typed now; a customer the boot
  // script sent here for lack of an order is told so.
  useEffect(() => {
    sayIfSentForMissingOrder(paths.orderDetails.getHref());
    const typed = valuesIn(formRef.current);
    if (Object.values(typed).some((value) => value !== '')) setValues(typed);
    // A phone typed and left before then is asked about now (its blur had no handler yet).
    const phoneField = formRef.current?.elements.namedItem('phone_number');
    if (typed.phone_number.trim() && document.activeElement !== phoneField) void askAboutPhone();
    // Once, as the app takes the page over; askAboutPhone reads the inputs, not this render's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // docs/shop.md 16 and 17: 'Order another animal' after a submit, 'Order again' on a status page, the right code
  // of 'Use your last order': a new order from an earlier one, taken on at its animal.
  const startFrom = useLocation().state as StartFromState | null;
  const from = startFrom?.anotherAnimalOf ?? startFrom?.orderAgainOf ?? null;
  const navigate = useNavigate();
  const takeOn = useCallback(
    (details: OrderDetails & { left_out?: string[] }) => {
      setCurrentOrderId(details.order.id);
      forgetConfirmation();
      if (details.left_out?.length) void toastSuccess(leftOutMessage(details.left_out), 10_000);
      void navigate(paths.chooseAnimal.getHref(), { replace: true });
    },
    [navigate],
  );
  useEffect(() => {
    if (!from) return;
    setLoading(true);
    const start = startFrom?.anotherAnimalOf ? startAnotherAnimal : orderAgain;
    start(from).then(takeOn, () => {
      setLoading(false);
      void toastError(WEB_MESSAGES.saveDetailsFailed);
    });
    // Once per arrival with such a state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from]);

  // Prefill from the order in progress, if any.
  useEffect(() => {
    const id = getCurrentOrderId();
    if (!id || from) return;
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
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validateDetails(valuesIn(event.currentTarget));
    if (!result.ok) return showProblem(result.message, result.fields);
    if (phoneCheck?.phone === result.value.phone_number && phoneCheck.verdict === 'invalid') {
      return showProblem(MESSAGES.invalidPhone, ['phone_number']);
    }
    void saveThenGo(() => saveDetails(result.value), paths.chooseAnimal.getHref());
  }

  const phoneNote =
    phoneCheck?.verdict === 'may-not-text' && phoneCheck.phone === values.phone_number.trim()
      ? t`We may not be able to text this number. We'll still email you.`
      : null;

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
          <DetailsFields
            values={values}
            onChange={setValues}
            errors={errors}
            phoneNote={phoneNote}
            onPhoneBlur={() => void askAboutPhone()}
            // docs/shop.md 15: a counter tablet's browser must not offer one hunter's name to the next.
            autoFill={!counterTablet}
          />
          <div className="mt-auto pt-4">
            <NextButton type="submit" busy={saving} />
          </div>
        </fieldset>
      </form>
      {/* After the form, so that its first field stays the first stop after the header (a new hunter's way). */}
      <ReorderPanel onStarted={takeOn} />
    </StepLayout>
  );
}
