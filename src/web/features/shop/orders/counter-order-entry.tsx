import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ANIMAL_TYPES, type AnimalType } from '../../../../domain/catalogue';
import { dropOffDayLabel } from '../../../../domain/drop-off-days';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../../domain/language';
import type { CounterOrderForm } from '../../../../domain/shop/answers/counter-order-form';
import { cutSelectionProblem, addonSelectionProblem } from '../../../../domain/validation';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { RadioField } from '../../../components/radio-field';
import { AddonChecklist } from '../../../components/order-form/addon-checklist';
import { type AddonFormAction, addonFormReducer } from '../../../components/order-form/addon-form-reducer';
import { type AnimalFormAction, animalFormReducer } from '../../../components/order-form/animal-form-reducer';
import { AnimalOptions } from '../../../components/order-form/animal-options';
import { CutChecklist } from '../../../components/order-form/cut-checklist';
import { type CutSelectionAction, cutSelectionReducer } from '../../../components/order-form/cut-selection-reducer';
import { DetailsFields } from '../../../components/order-form/details-fields';
import { addonProblemAt, cutProblemAt } from '../../../components/order-form/problem-texts';
import { emptyCutSelection } from '../../../../domain/cut-encoding';
import { shopPaths } from '../../../app/shop-paths';
import { InputField } from '../components/form-fields';
import { useShopUser } from '../lib/session';
import { type ActionError, fieldError, useSubmit } from '../lib/use-submit';
import { enterCounterOrder, getCounterOrderForm } from './api';
import {
  type CounterFormValues,
  dropKeptCounterForm,
  keepCounterForm,
  newCounterForm,
  nextAnimalForm,
  readKeptCounterForm,
  toCounterRequest,
} from './counter-form';
import { DropOffFields } from './order-dialogs';

/** What the order page says on arrival from 'New order' (docs/shop.md 14), read from the navigation's state. */
export type EnteredState = { entered: string };

/** The first message of a field at or under `path` ('cuts' holds 'cuts[1]', 'animal' holds 'animal.gender'). */
function messageUnder(error: ActionError | null, path: string): string | undefined {
  return error?.fields.find(
    (field) => field.path === path || field.path.startsWith(`${path}.`) || field.path.startsWith(`${path}[`),
  )?.message;
}

const isFullDay = (error: ActionError | null) => error?.status === 409 && error.code === 'drop_off_day_full';

/**
 * The check-in fields' share of a refusal: their own fields, named as the check-in dialog names them, and a tag
 * another order holds (the other 409, a full day being the drop-off day's).
 */
function checkInError(error: ActionError | null): ActionError | null {
  if (!error) return null;
  const fields = error.fields
    .filter((field) => field.path.startsWith('check_in.'))
    .map((field) => ({ ...field, path: field.path.slice('check_in.'.length) }));
  const tagTaken = error.status === 409 && !isFullDay(error);
  if (fields.length === 0 && !tagTaken) return null;
  return { ...error, fields, status: tagTaken ? 409 : 400 };
}

function FormSection({
  title,
  children,
  sectionRef,
}: {
  title: string;
  children: ReactNode;
  sectionRef?: RefObject<HTMLDivElement | null>;
}) {
  const id = useId();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="mb-4 text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}

/** A section's refusal that belongs to no single field ('Choose at least one cut to continue.'). */
function SectionProblem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p data-section-problem="" tabIndex={-1} className="text-base font-semibold text-red-800">
      {message}
    </p>
  );
}

/**
 * docs/shop.md 14: the form of 'New order', its sections in the order a cut sheet is read: Customer, Language,
 * Animal, Cuts, Add-ons, Drop-off with 'Check in now'. The customer flow's own form pieces and rules; the
 * server checks everything again and names a refused field by its path, shown at that field. What is typed is
 * kept for this tab until it is saved.
 */
export function CounterOrderEntry({
  start,
  from,
  headingRef,
}: {
  start: CounterOrderForm;
  from: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const navigate = useNavigate();
  const owner = useShopUser().role === 'owner';
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed before a reload, read once.
  const [kept] = useState(() => readKeptCounterForm(from));
  const [restored, setRestored] = useState(kept !== null);
  const [values, setValues] = useState<CounterFormValues>(() => kept ?? newCounterForm(start, from));
  // docs/shop.md 16: what 'Save and add another animal' saved last, said above the next animal's form.
  const [savedAnother, setSavedAnother] = useState<string | null>(null);
  const { busy, error, run, setError } = useSubmit();
  const prices = start.prices;
  const takesDays = start.drop_off_today !== null;
  const animal: AnimalType | null = values.animal.choice?.animal_type ?? null;

  // Kept once something was typed: an untouched form is not kept (its suggested tag would go stale).
  const untouched = useMemo(() => JSON.stringify(newCounterForm(start, from)), [start, from]);
  useEffect(() => {
    if (JSON.stringify(values) === untouched) dropKeptCounterForm();
    else keepCounterForm(values);
  }, [values, untouched]);

  // A refusal takes the focus to its first field, top to bottom; a section's own problem when no field has one.
  useEffect(() => {
    if (!error) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-section-problem]') ??
      form?.querySelector<HTMLElement>('[data-form-problem]');
    target?.focus();
  }, [error]);

  const change = (next: Partial<CounterFormValues>) => setValues((current) => ({ ...current, ...next }));
  const changeAnimal = (action: AnimalFormAction) =>
    setValues((current) => {
      const animalForm = animalFormReducer(current.animal, action);
      // Another animal has other cuts: its list starts empty.
      const sameAnimal = animalForm.choice?.animal_type === current.animal.choice?.animal_type;
      return { ...current, animal: animalForm, cuts: sameAnimal ? current.cuts : emptyCutSelection() };
    });
  const changeCuts = (action: CutSelectionAction) =>
    setValues((current) => ({ ...current, cuts: cutSelectionReducer(current.cuts, action) }));
  const changeAddons = (action: AddonFormAction) =>
    setValues((current) => {
      const { selection, texts } = addonFormReducer({ ...current.addons, prices }, action);
      return { ...current, addons: { selection, texts } };
    });

  function clear() {
    if (!window.confirm('Clear everything typed in this order?')) return;
    dropKeptCounterForm();
    setRestored(false);
    setError(null);
    setValues(newCounterForm(start, from));
    headingRef.current?.focus();
  }

  /** `another`: 'Save and add another animal', which stays here for the same customer's next animal. */
  function submit({ another = false } = {}) {
    const request = toCounterRequest(values, prices, takesDays);
    if (!request.ok) {
      setError({ message: 'Some fields need a look: see the marked ones.', status: 0, fields: request.fields });
      return;
    }
    setSavedAnother(null);
    void run(async () => {
      const order = await enterCounterOrder(request.body);
      const number = order.details.order.order_number;
      const tag = order.drop_off.tag_number;
      const entered = tag === null ? `Order ${number} saved.` : `Order ${number} saved and checked in with tag ${tag}.`;
      if (another) {
        // The next free tag as the server sees it now.
        const next = nextAnimalForm(values, await getCounterOrderForm(null), number);
        keepCounterForm(next);
        setValues(next);
        setRestored(false);
        setSavedAnother(`${entered} Next animal for ${values.details.full_name.trim()}:`);
        return;
      }
      dropKeptCounterForm();
      void navigate(shopPaths.order.getHref(number), { state: { entered } satisfies EnteredState });
    });
  }

  // After 'Save and add another animal', the next animal starts at its animal, as the customer's flow does.
  const animalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (savedAnother) animalRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [savedAnother]);

  const detailsErrors = {
    full_name: fieldError(error, 'details.full_name'),
    email: fieldError(error, 'details.email'),
    phone_number: fieldError(error, 'details.phone_number'),
  };
  const animalError =
    fieldError(error, 'animal.animal_type') ??
    error?.fields.find(
      (field) =>
        field.path.startsWith('animal.') &&
        !['animal.gender', 'animal.weight_option', 'animal.weight_pounds'].includes(field.path),
    )?.message;
  const cutProblem = animal ? cutSelectionProblem(values.cuts, animal) : null;
  const addonProblem = addonSelectionProblem(prices, values.addons.selection);
  const dayError = fieldError(error, 'drop_off.drop_off_day') ?? (isFullDay(error) ? error?.message : undefined);
  const askOverbook = owner && (values.overbook || isFullDay(error));

  return (
    <form
      ref={formRef}
      noValidate
      className="mt-6 grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {restored ? (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
          What was typed before is back. To start afresh, use &apos;Clear form&apos; at the end.
        </p>
      ) : null}
      <FormSection title="Customer">
        <DetailsFields
          values={values.details}
          onChange={(update) =>
            setValues((current) => ({
              ...current,
              details: typeof update === 'function' ? update(current.details) : update,
            }))
          }
          autoFill={false}
          emailOptional
          errors={detailsErrors}
        />
      </FormSection>
      <FormSection title="Language">
        <RadioField
          legend="Messages to the hunter in"
          choices={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          value={values.language}
          onValueChange={(language) => change({ language: language as Language })}
        />
      </FormSection>
      {savedAnother ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-base font-semibold text-forest-700"
        >
          {savedAnother}{' '}
          {values.same_customer_as ? (
            <Link to={shopPaths.order.getHref(values.same_customer_as)} className="underline underline-offset-2">
              Open {values.same_customer_as}
            </Link>
          ) : null}
        </p>
      ) : null}
      <FormSection title="Animal" sectionRef={animalRef}>
        <RadioField
          legend="Animal"
          choices={ANIMAL_TYPES.map((type) => ({ value: type, label: type }))}
          value={animal}
          onValueChange={(type) => changeAnimal({ type: 'pick', animal: type as AnimalType })}
          error={animalError}
        />
        {values.animal.choice ? (
          <AnimalOptions
            choice={values.animal.choice}
            weightText={values.animal.weightText}
            dispatch={changeAnimal}
            prices={prices}
            genderError={fieldError(error, 'animal.gender')}
            weightOptionError={fieldError(error, 'animal.weight_option')}
            weightError={fieldError(error, 'animal.weight_pounds')}
          />
        ) : null}
      </FormSection>
      <FormSection title="Cuts">
        {animal ? (
          <>
            <SectionProblem message={cutProblem?.kind === 'no-cut' ? messageUnder(error, 'cuts') : undefined} />
            <CutChecklist
              animal={animal}
              selection={values.cuts}
              dispatch={changeCuts}
              problem={cutProblemAt(cutProblem)}
            />
            {cutProblem ? null : <SectionProblem message={messageUnder(error, 'cuts')} />}
          </>
        ) : (
          <p className="text-base text-stone-700">Choose the animal first: its cuts follow.</p>
        )}
      </FormSection>
      <FormSection title="Add-ons">
        <AddonChecklist
          form={{ ...values.addons, prices }}
          dispatch={changeAddons}
          headingLevel={3}
          problem={addonProblemAt(addonProblem)}
        />
        {addonProblem ? null : <SectionProblem message={messageUnder(error, 'addons')} />}
      </FormSection>
      <FormSection title="Drop-off">
        {takesDays ? (
          <InputField
            label="Drop-off day"
            type="date"
            required
            min={start.drop_off_today ?? undefined}
            value={values.drop_off_day}
            onChange={(event) => change({ drop_off_day: event.target.value, overbook: false })}
            error={dayError}
          />
        ) : null}
        {takesDays && askOverbook ? (
          <CheckboxField
            label={`Overbook ${values.drop_off_day ? dropOffDayLabel(values.drop_off_day) : 'this day'}`}
            checked={values.overbook}
            onCheckedChange={(overbook) => change({ overbook })}
          />
        ) : null}
        <CheckboxField
          label="Check in now"
          detail="The animal is here"
          checked={values.check_in_now}
          onCheckedChange={(checkInNow) => change({ check_in_now: checkInNow })}
        />
        {values.check_in_now ? (
          <DropOffFields
            values={values.check_in}
            shopState={start.shop_state}
            onChange={(checkIn) => change({ check_in: checkIn })}
            error={checkInError(error)}
          />
        ) : (
          <p className="text-base text-stone-700">
            Saved as submitted, waiting for its animal (an order phoned in); check it in when it arrives.
          </p>
        )}
      </FormSection>
      <div className="grid gap-3">
        {error ? (
          <p role="alert" data-form-problem="" tabIndex={-1} className="text-base font-semibold text-red-800">
            {error.fields.length > 0 ? 'Not saved yet: see the marked fields.' : error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : values.check_in_now ? 'Save and check in' : 'Save order'}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => submit({ another: true })}>
            Save and add another animal
          </Button>
          <Button type="button" variant="secondary" onClick={clear} disabled={busy}>
            Clear form
          </Button>
        </div>
      </div>
    </form>
  );
}
