import { t } from '@lingui/core/macro';
import { Fragment, useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DropOffAvailability } from '../../../../domain/drop-off-day-schemas';
import { Button } from '../../../components/button';
import { ApiRequestError } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/offline-retry';
import { toastError } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { cutsPathFor } from '../step-paths';
import { getDropOffDays, saveDropOffDay } from '../api';
import { NextButton } from '../components/next-button';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { dayLabel, fullMessage } from '../drop-off-texts';
import { WEB_MESSAGES } from '../messages';
import { headingFor } from '../screen-headings';

type Days = { status: 'loading' } | { status: 'ready'; value: DropOffAvailability } | { status: 'offline' | 'failed' };
/** A day to book, or the waitlist of a full one (docs/customer-flow.md 2). */
type Choice = { day: string; waitlist: boolean };

/** A full day's waitlist (docs/customer-flow.md 2): 'Join the waitlist for Saturday, November 14'. */
function waitlistName(day: string): string {
  const label = dayLabel(day);
  return t`Join the waitlist for ${label}`;
}

/** A day's radio name: the day and its spots for the order's animal (docs/customer-flow.md 2). */
function choiceName(day: string, spotsLeft: number): string {
  const label = dayLabel(day);
  if (spotsLeft === 0) return t`${label}: Full`;
  if (spotsLeft === 1) return t`${label}: 1 spot left`;
  return t`${label}: ${spotsLeft} spots left`;
}

/**
 * docs/customer-flow.md 2: /drop-off, between the animal and the cuts when the shop asks for a day. The days and
 * their spots come from the server each visit (never from a kept copy: spots change); without a connection
 * the step says it needs one. A full day cannot be chosen; its waitlist can, as one more choice of the group.
 */
export default function DropOffPage() {
  const navigate = useNavigate();
  const orderState = useCurrentOrder();
  const [days, setDays] = useState<Days>({ status: 'loading' });
  const [chosen, setChosen] = useState<Choice | null>(null);
  const groupId = useId();
  const orderId = orderState.status === 'ready' ? orderState.id : null;
  const animal = orderState.status === 'ready' ? orderState.details.order.animal_type : '';

  const load = useCallback(async () => {
    if (!orderId) return;
    setDays({ status: 'loading' });
    try {
      const value = await getDropOffDays(orderId);
      setDays({ status: 'ready', value });
      setChosen(
        (current) => current ?? (value.chosen_day ? { day: value.chosen_day, waitlist: value.chosen_waitlist } : null),
      );
    } catch (error) {
      setDays({ status: isNetworkFailure(error) ? 'offline' : 'failed' });
    }
  }, [orderId]);

  const { saving, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.saveDropOffDayFailed,
    success: WEB_MESSAGES.dropOffDaySaved,
    handleFailure: async (error) => {
      if (!(error instanceof ApiRequestError && error.code === 'drop_off_day_full') || !chosen) return false;
      void toastError({ title: 'Day Full', description: fullMessage(chosen.day) });
      setChosen(null);
      await load();
      return true;
    },
  });

  useEffect(() => {
    if (orderState.status !== 'ready') return;
    // An order without an animal has no spots to count: the animal comes first.
    if (animal === '') void navigate(paths.chooseAnimal.getHref(), { replace: true });
    else void load();
  }, [orderState.status, animal, load, navigate]);

  useEffect(() => {
    // The shop stopped asking for a day: the cuts follow the animal, as in the specification's flow.
    if (days.status === 'ready' && !days.value.enabled) void navigate(cutsPathFor(animal), { replace: true });
  }, [days, animal, navigate]);

  function next() {
    if (!orderId || !chosen) return;
    void saveThenGo(() => saveDropOffDay(orderId, chosen.day, chosen.waitlist), cutsPathFor(animal));
  }

  const loading = orderState.status === 'loading' || orderState.status === 'not-found';
  const offered = days.status === 'ready' ? days.value.days : [];

  return (
    <StepLayout
      {...headingFor(paths.dropOff.path)}
      backTo={paths.chooseAnimal.getHref()}
      loading={loading}
      footer={
        <NextButton busy={saving} disabled={!chosen || days.status !== 'ready'} onClick={next}>
          {t`Next`}
        </NextButton>
      }
    >
      {days.status === 'loading' && !loading ? <LoadingNotice text={t`Loading drop-off days...`} /> : null}
      {days.status === 'offline' || days.status === 'failed' ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950">
          <p>
            {days.status === 'offline'
              ? t`This step needs a connection to show the spots left. Please try again when you have signal.`
              : t`Failed to load the drop-off days. Please try again.`}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void load()}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {days.status === 'ready' && days.value.enabled && offered.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-base text-stone-800">
          {t`There are no drop-off days left this season. Please call the shop.`}
        </p>
      ) : null}
      {offered.length > 0 ? (
        <fieldset>
          <legend className="sr-only">{t`Drop-off day`}</legend>
          <div className="grid gap-2">
            {offered.map(({ day, spots_left: spotsLeft }) => (
              <Fragment key={day}>
                <DayChoice
                  id={`${groupId}-${day}`}
                  name={groupId}
                  label={choiceName(day, spotsLeft)}
                  checked={chosen?.day === day && !chosen.waitlist}
                  disabled={spotsLeft === 0 || saving}
                  onChoose={() => setChosen({ day, waitlist: false })}
                />
                {spotsLeft === 0 ? (
                  <DayChoice
                    id={`${groupId}-${day}-waitlist`}
                    name={groupId}
                    label={waitlistName(day)}
                    checked={chosen?.day === day && chosen.waitlist}
                    disabled={saving}
                    onChoose={() => setChosen({ day, waitlist: true })}
                  />
                ) : null}
              </Fragment>
            ))}
          </div>
        </fieldset>
      ) : null}
    </StepLayout>
  );
}

/** One radio of the group: a day, or a full day's waitlist. */
function DayChoice(props: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      htmlFor={props.id}
      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-100 has-disabled:text-stone-600"
    >
      <input
        id={props.id}
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        className="size-5 accent-brand-700"
      />
      <span className="text-base">{props.label}</span>
    </label>
  );
}
