import { type AddonSelection, addonSelectionToRows } from '../../../../domain/addon-encoding';
import { type CutSelection, cutSelectionToRows, emptyCutSelection } from '../../../../domain/cut-encoding';
import { DEFAULT_LANGUAGE, type Language } from '../../../../domain/language';
import type { PriceList } from '../../../../domain/price-list';
import type { CounterOrderForm } from '../../../../domain/shop/answers/counter-order-form';
import type { CounterOrderRequest } from '../../../../domain/shop/counter-order-schema';
import { mapDropOffFields } from '../../../../domain/shop/drop-off';
import {
  type DetailsValues,
  MESSAGES,
  addonSelectionProblem,
  animalChoiceError,
  cutSelectionProblem,
  validateDetails,
} from '../../../../domain/validation';
import type { FieldIssue } from '../../../lib/api-client';
import { type AnimalForm, EMPTY_ANIMAL_FORM, toAnimalInput } from '../../../components/order-form/animal-form-reducer';
import { whyAddonsWait, whyCutsWait } from '../../../components/order-form/problem-texts';
import { type DropOffForm, toDropOffInput } from './drop-off-form';

/**
 * The 'New order' page's form (docs/shop.md 14), section by section as the page reads top to bottom: everything
 * typed, kept in this tab's session storage until saved (a failed save or a reload loses nothing), and
 * sent whole as POST /api/shop/orders. `from` is the order whose customer it was started for, if any.
 */
export type CounterFormValues = {
  from: string | null;
  details: DetailsValues;
  language: Language;
  animal: AnimalForm;
  cuts: CutSelection;
  addons: { selection: AddonSelection; texts: Record<string, string> };
  drop_off_day: string;
  /** The owner's answer to a full day (docs/shop.md 10); cleared when the day changes. */
  overbook: boolean;
  check_in_now: boolean;
  check_in: DropOffForm;
  /** docs/shop.md 16: after 'Save and add another animal', the customer's first order, which this one joins. */
  same_customer_as: string | null;
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** A fresh form: today as the drop-off day when the shop takes them, 'Check in now' ticked, the next tag. */
export function newCounterForm(start: CounterOrderForm, from: string | null): CounterFormValues {
  const customer = start.customer;
  return {
    from,
    details: customer
      ? { full_name: customer.full_name, email: customer.email, phone_number: customer.phone_number }
      : { full_name: '', email: '', phone_number: '' },
    language: customer?.language ?? DEFAULT_LANGUAGE,
    animal: EMPTY_ANIMAL_FORM,
    cuts: emptyCutSelection(),
    addons: { selection: {}, texts: {} },
    drop_off_day: start.drop_off_today ?? '',
    overbook: false,
    check_in_now: true,
    check_in: { ...mapDropOffFields(() => ''), tag_number: text(start.suggested_tag_number) },
    same_customer_as: null,
  };
}

/**
 * docs/shop.md 16, 'Save and add another animal': the next animal of the customer of `saved`, a fresh form (the
 * next tag, from `start` as read again) with the same customer, language, drop-off day and 'Check in now'.
 */
export function nextAnimalForm(values: CounterFormValues, start: CounterOrderForm, saved: string): CounterFormValues {
  return {
    ...newCounterForm(start, values.from),
    details: values.details,
    language: values.language,
    drop_off_day: values.drop_off_day,
    check_in_now: values.check_in_now,
    same_customer_as: values.same_customer_as ?? saved,
  };
}

/** Kept for this tab only: it holds a customer's name and phone, which a closed tab should not leave behind. */
const KEPT_KEY = 'shop:counterOrder';

export function keepCounterForm(values: CounterFormValues): void {
  try {
    window.sessionStorage.setItem(KEPT_KEY, JSON.stringify(values));
  } catch {
    // Storage refused: the form still works, it is only not kept across a reload.
  }
}

/** What was typed before a reload, when it was for the same start (`?for=` the same order, or none). */
export function readKeptCounterForm(from: string | null): CounterFormValues | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEPT_KEY) ?? 'null') as CounterFormValues | null;
    return kept && typeof kept === 'object' && kept.details && kept.from === from ? kept : null;
  } catch {
    return null;
  }
}

export function dropKeptCounterForm(): void {
  try {
    window.sessionStorage.removeItem(KEPT_KEY);
  } catch {
    /* see keepCounterForm */
  }
}

/**
 * The body to send, or every problem the page can tell itself, each at its field under the path the server
 * would name it by ('details.phone_number', 'animal.gender', 'check_in.tag_number'): the same rules as the
 * customer's steps (src/domain/validation.ts). The server checks everything again.
 */
export function toCounterRequest(
  values: CounterFormValues,
  prices: PriceList,
  takesDropOffDays: boolean,
): { ok: true; body: CounterOrderRequest } | { ok: false; fields: FieldIssue[] } {
  const fields: FieldIssue[] = [];
  const details = validateDetails(values.details, { emailOptional: true });
  if (!details.ok) {
    for (const field of details.fields) fields.push({ path: `details.${field}`, message: details.message.description });
  }
  const choice = values.animal.choice;
  if (!choice) fields.push({ path: 'animal.animal_type', message: 'Choose the animal.' });
  else if (!choice.gender) fields.push({ path: 'animal.gender', message: 'Choose the gender.' });
  else {
    const problem = animalChoiceError(choice);
    if (problem === MESSAGES.hogWeightOption)
      fields.push({ path: 'animal.weight_option', message: problem.description });
    else if (problem) fields.push({ path: 'animal.weight_pounds', message: problem.description });
  }
  const cutProblem = choice ? cutSelectionProblem(values.cuts, choice.animal_type) : null;
  if (cutProblem) fields.push({ path: 'cuts', message: whyCutsWait(cutProblem) ?? 'Check the cuts.' });
  const addonProblem = addonSelectionProblem(prices, values.addons.selection);
  if (addonProblem) fields.push({ path: 'addons', message: whyAddonsWait(addonProblem) ?? 'Check the add-ons.' });
  if (takesDropOffDays && !values.drop_off_day) {
    fields.push({ path: 'drop_off.drop_off_day', message: 'Choose a drop-off day.' });
  }
  const checkIn = values.check_in_now ? toDropOffInput(values.check_in) : null;
  if (checkIn && !checkIn.ok) fields.push({ path: `check_in.${checkIn.path}`, message: checkIn.message });
  if (fields.length > 0 || !details.ok || !choice) return { ok: false, fields };
  return {
    ok: true,
    body: {
      details: { ...details.value, language: values.language },
      animal: toAnimalInput(choice),
      cuts: cutSelectionToRows(values.cuts, choice.animal_type),
      addons: addonSelectionToRows(prices, values.addons.selection),
      drop_off: takesDropOffDays ? { drop_off_day: values.drop_off_day, overbook: values.overbook } : undefined,
      check_in: checkIn?.ok ? checkIn.input : null,
      ...(values.same_customer_as ? { same_customer_as: values.same_customer_as } : {}),
    },
  };
}
