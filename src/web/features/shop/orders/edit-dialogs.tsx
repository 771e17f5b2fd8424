import { useReducer, useState } from 'react';
import { addonSelectionToRows } from '../../../../domain/addon-encoding';
import { ANIMAL_TYPES, type AnimalType } from '../../../../domain/catalogue';
import { cutSelectionToRows, rowsToCutSelection } from '../../../../domain/cut-encoding';
import {
  type DetailsValues,
  animalChoiceError,
  isAddonSelectionValid,
  isCutSelectionValid,
  validateDetails,
} from '../../../../domain/validation';
import { RadioField } from '../../../components/radio-field';
import { AddonChecklist } from '../../../components/order-form/addon-checklist';
import { addonFormFromRows, addonFormReducer } from '../../../components/order-form/addon-form-reducer';
import {
  EMPTY_ANIMAL_FORM,
  animalFormReducer,
  toAnimalInput,
} from '../../../components/order-form/animal-form-reducer';
import { AnimalOptions } from '../../../components/order-form/animal-options';
import { CutChecklist } from '../../../components/order-form/cut-checklist';
import { cutSelectionReducer } from '../../../components/order-form/cut-selection-reducer';
import { DetailsFields } from '../../../components/order-form/details-fields';
import { editAddons, editAnimal, editCuts, editDetails } from './api';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { DialogForm } from '../components/shop-dialog';
import { useOrderAction } from './use-order-action';

/*
 * Staff edits (docs/shop.md 2): what the customer entered, changed with the customer flow's own form pieces and
 * rules; the server checks with the same schemas, recomputes the totals from the order's prices and answers
 * the updated order. Each dialog is titled as its button ('Edit cuts') and saves with 'Save changes' (ActionDialog).
 */

type FormProps = { order: OrderDialogProps['order']; onSaved: OrderDialogProps['onSaved'] };

function CustomerForm({ order, onSaved }: FormProps) {
  const { full_name, email, phone_number } = order.details.order;
  const [values, setValues] = useState<DetailsValues>({ full_name, email, phone_number });
  const action = useOrderAction(onSaved);

  function submit() {
    const result = validateDetails(values);
    if (!result.ok) action.refuse(result.message.description);
    else void action.run(() => editDetails(order.details.order.order_number, result.value), 'Customer saved.');
  }

  return (
    <DialogForm confirmLabel="Save changes" busy={action.busy} error={action.error} onSubmit={submit}>
      <DetailsFields values={values} onChange={setValues} autoFill={false} />
    </DialogForm>
  );
}

export function EditCustomerDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Edit customer"
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <CustomerForm order={order} onSaved={saved} />}
    />
  );
}

function AnimalForm({ order, onSaved }: FormProps) {
  const [{ choice, weightText }, dispatch] = useReducer(animalFormReducer, EMPTY_ANIMAL_FORM, (empty) =>
    animalFormReducer(empty, { type: 'load', details: order.details }),
  );
  const action = useOrderAction(onSaved);
  const savedAnimal = order.details.order.animal_type;

  function submit() {
    if (!choice) return action.refuse('Choose the animal.');
    if (!choice.gender) return action.refuse('Choose the gender.');
    const problem = animalChoiceError(choice);
    if (problem) return action.refuse(problem.description);
    void action.run(() => editAnimal(order.details.order.order_number, toAnimalInput(choice)), 'Animal saved.');
  }

  return (
    <DialogForm confirmLabel="Save changes" busy={action.busy} error={action.error} onSubmit={submit}>
      <RadioField
        legend="Animal"
        choices={ANIMAL_TYPES.map((animal) => ({ value: animal, label: animal }))}
        value={choice?.animal_type ?? null}
        onValueChange={(animal) => dispatch({ type: 'pick', animal: animal as AnimalType })}
      />
      {choice && savedAnimal !== '' && choice.animal_type !== savedAnimal ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-900">
          A {choice.animal_type.toLowerCase()} has other cuts: saving removes this order&apos;s cuts, so choose them
          again afterwards.
        </p>
      ) : null}
      {choice ? (
        <AnimalOptions choice={choice} weightText={weightText} dispatch={dispatch} prices={order.prices} />
      ) : null}
    </DialogForm>
  );
}

export function EditAnimalDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Edit animal"
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <AnimalForm order={order} onSaved={saved} />}
    />
  );
}

function CutsForm({ order, animal, onSaved }: FormProps & { animal: AnimalType }) {
  const [selection, dispatch] = useReducer(cutSelectionReducer, undefined, () =>
    rowsToCutSelection(
      order.details.cuts.map((cut) => cut.cut_name),
      animal,
    ),
  );
  const action = useOrderAction(onSaved);

  function submit() {
    if (!isCutSelectionValid(selection, animal)) {
      return action.refuse('Choose at least one cut, an option for each cut that has options, and say what Other is.');
    }
    void action.run(
      () => editCuts(order.details.order.order_number, cutSelectionToRows(selection, animal)),
      'Cuts saved.',
    );
  }

  return (
    <DialogForm confirmLabel="Save changes" busy={action.busy} error={action.error} onSubmit={submit}>
      <CutChecklist animal={animal} selection={selection} dispatch={dispatch} />
    </DialogForm>
  );
}

/** Cuts belong to one animal's catalogue, so they can be edited once the order has an animal. */
export function EditCutsDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const animal = order.details.order.animal_type;
  if (animal === '') return null;
  return (
    <ActionDialog
      title="Edit cuts"
      description={`${animal} cuts`}
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <CutsForm order={order} animal={animal} onSaved={saved} />}
    />
  );
}

function AddonsForm({ order, onSaved }: FormProps) {
  const [form, dispatch] = useReducer(addonFormReducer, order.details.addons, (rows) =>
    addonFormFromRows(rows, order.prices),
  );
  const action = useOrderAction(onSaved);

  function submit() {
    if (!isAddonSelectionValid(order.prices, form.selection)) {
      return action.refuse('Each add-on needs an option when it has options, and a quantity within its limits.');
    }
    void action.run(
      () => editAddons(order.details.order.order_number, addonSelectionToRows(order.prices, form.selection)),
      'Add-ons saved.',
    );
  }

  return (
    <DialogForm confirmLabel="Save changes" busy={action.busy} error={action.error} onSubmit={submit}>
      <AddonChecklist form={form} dispatch={dispatch} headingLevel={3} />
    </DialogForm>
  );
}

export function EditAddonsDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Edit add-ons"
      description="Prep (Skinning, Caped) is part of the animal."
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <AddonsForm order={order} onSaved={saved} />}
    />
  );
}
