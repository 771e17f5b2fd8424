import { type AnimalType, DEER_PREP_NAMES, type WeightOption } from '../../../domain/catalogue';
import type { AnimalChoice } from '../../../domain/validation';
import type { AnimalInput, OrderDetails } from '../../../domain/schemas';

export function emptyAnimalChoice(animal: AnimalType): AnimalChoice {
  return { animal_type: animal, gender: null, prep: [], weight_option: null, weight_pounds: null };
}

/** A saved order as the customer's answer or the staff's (which has no id, ADR 0006) both hold it. */
type SavedOrder = Pick<OrderDetails, 'addons'> & { order: Omit<OrderDetails['order'], 'id'> };

/** The dialog's state from a saved order; null when no animal was chosen yet. */
export function animalChoiceFromOrder(details: SavedOrder): AnimalChoice | null {
  const { order, addons } = details;
  if (order.animal_type !== 'Deer' && order.animal_type !== 'Hog') return null;
  const prepNames = DEER_PREP_NAMES as readonly string[];
  return {
    animal_type: order.animal_type,
    gender: order.gender,
    prep:
      order.animal_type === 'Deer'
        ? addons.map((addon) => addon.addon_name).filter((name) => prepNames.includes(name))
        : [],
    weight_option: order.animal_type === 'Hog' ? order.weight_option : null,
    weight_pounds: order.animal_type === 'Hog' ? order.weight_pounds : null,
  };
}

/** docs/customer-flow.md 2: picking the other animal starts its options afresh; picking the same one keeps them. */
export function chooseAnimal(current: AnimalChoice | null, animal: AnimalType): AnimalChoice {
  return current?.animal_type === animal ? current : emptyAnimalChoice(animal);
}

export function togglePrep(choice: AnimalChoice, name: string, checked: boolean): AnimalChoice {
  const others = choice.prep.filter((item) => item !== name);
  const prep = checked ? [...others, name] : others;
  // Keep the catalogue's order so the saved rows are stable.
  return { ...choice, prep: (DEER_PREP_NAMES as readonly string[]).filter((item) => prep.includes(item)) };
}

export function setWeightOption(choice: AnimalChoice, option: WeightOption): AnimalChoice {
  return { ...choice, weight_option: option, weight_pounds: option === 'over200' ? choice.weight_pounds : null };
}

/** What PUT /api/orders/:id/animal receives; call only once the choice passed validation. */
export function toAnimalInput(choice: AnimalChoice): AnimalInput {
  if (choice.animal_type === 'Deer') {
    return {
      animal_type: 'Deer',
      gender: choice.gender as 'Buck' | 'Doe',
      prep: choice.prep as ('Skinning' | 'Caped')[],
    };
  }
  return {
    animal_type: 'Hog',
    gender: choice.gender as 'Boar' | 'Sow',
    weight_option: choice.weight_option ?? 'under200',
    weight_pounds: choice.weight_option === 'over200' ? choice.weight_pounds : null,
  };
}

/** The animal dialog: the choice, and the weight field's text as typed (the choice holds its number). */
export type AnimalForm = { choice: AnimalChoice | null; weightText: string };

export const EMPTY_ANIMAL_FORM: AnimalForm = { choice: null, weightText: '' };

export type AnimalFormAction =
  | { type: 'load'; details: SavedOrder }
  | { type: 'pick'; animal: AnimalType }
  | { type: 'toggle-prep'; name: string; checked: boolean }
  | { type: 'set-gender'; gender: string }
  | { type: 'set-weight-option'; option: WeightOption }
  | { type: 'set-weight-text'; text: string };

export function animalFormReducer(form: AnimalForm, action: AnimalFormAction): AnimalForm {
  if (action.type === 'load') {
    const saved = animalChoiceFromOrder(action.details);
    return saved ? { choice: saved, weightText: saved.weight_pounds == null ? '' : String(saved.weight_pounds) } : form;
  }
  if (action.type === 'pick') {
    const choice = chooseAnimal(form.choice, action.animal);
    return choice === form.choice ? form : { choice, weightText: '' };
  }
  // The dialog's fields exist only once an animal is picked.
  const { choice } = form;
  if (!choice) return form;
  switch (action.type) {
    case 'toggle-prep':
      return { ...form, choice: togglePrep(choice, action.name, action.checked) };
    case 'set-gender':
      return { ...form, choice: { ...choice, gender: action.gender } };
    case 'set-weight-option':
      return { ...form, choice: setWeightOption(choice, action.option) };
    case 'set-weight-text':
      return {
        weightText: action.text,
        choice: { ...choice, weight_pounds: action.text.trim() === '' ? null : Number(action.text) },
      };
  }
}
