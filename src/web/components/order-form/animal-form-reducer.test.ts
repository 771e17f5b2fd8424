import { describe, expect, it } from 'vitest';
import { buildOrderDetails } from '../../../domain/test/factories';
import {
  EMPTY_ANIMAL_FORM,
  animalChoiceFromOrder,
  animalFormReducer,
  chooseAnimal,
  emptyAnimalChoice,
  setWeightOption,
  toAnimalInput,
  togglePrep,
} from './animal-form-reducer';

describe('animal choice', () => {
  it('picking the other animal resets gender, weight and prep; the same animal keeps them', () => {
    const deer = togglePrep({ ...emptyAnimalChoice('Deer'), gender: 'Doe' }, 'Caped', true);
    expect(chooseAnimal(deer, 'Deer')).toBe(deer);
    expect(chooseAnimal(deer, 'Hog')).toEqual(emptyAnimalChoice('Hog'));
  });

  it('keeps prep in catalogue order and drops it when unticked', () => {
    let choice = togglePrep(emptyAnimalChoice('Deer'), 'Caped', true);
    choice = togglePrep(choice, 'Skinning', true);
    expect(choice.prep).toEqual(['Skinning', 'Caped']);
    expect(togglePrep(choice, 'Skinning', false).prep).toEqual(['Caped']);
  });

  it('switching a hog to under 200 lbs forgets the weight', () => {
    const over = { ...setWeightOption(emptyAnimalChoice('Hog'), 'over200'), gender: 'Boar', weight_pounds: 250 };
    expect(setWeightOption(over, 'under200').weight_pounds).toBeNull();
    expect(toAnimalInput(over)).toEqual({
      animal_type: 'Hog',
      gender: 'Boar',
      weight_option: 'over200',
      weight_pounds: 250,
    });
  });

  it('reads the saved choice back, prep from the prep add-on rows', () => {
    const details = buildOrderDetails({
      addons: [
        { addon_name: 'Caped', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Bacon', addon_price: '$8.00/lb', quantity: 2 },
      ],
    });
    expect(animalChoiceFromOrder(details)).toEqual({
      animal_type: 'Deer',
      gender: 'Buck',
      prep: ['Caped'],
      weight_option: null,
      weight_pounds: null,
    });
    expect(animalChoiceFromOrder(buildOrderDetails({ order: { animal_type: '', gender: null } }))).toBeNull();
    expect(
      animalChoiceFromOrder(
        buildOrderDetails({
          order: { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 230 },
        }),
      ),
    ).toMatchObject({ animal_type: 'Hog', weight_option: 'over200', weight_pounds: 230, prep: [] });
  });
});

describe('animal form reducer', () => {
  it('prefills the choice and the weight field from the saved order', () => {
    const form = animalFormReducer(EMPTY_ANIMAL_FORM, {
      type: 'load',
      details: buildOrderDetails({
        order: { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: 230 },
      }),
    });
    expect(form.weightText).toBe('230');
    expect(form.choice).toMatchObject({ animal_type: 'Hog', gender: 'Sow', weight_pounds: 230 });
    expect(
      animalFormReducer(EMPTY_ANIMAL_FORM, {
        type: 'load',
        details: buildOrderDetails({ order: { animal_type: '' } }),
      }),
    ).toBe(EMPTY_ANIMAL_FORM);
  });

  it('keeps the weight as typed, counts a blank field as no weight, and forgets it for the other animal', () => {
    let form = animalFormReducer(EMPTY_ANIMAL_FORM, { type: 'pick', animal: 'Hog' });
    form = animalFormReducer(form, { type: 'set-weight-option', option: 'over200' });
    form = animalFormReducer(form, { type: 'set-weight-text', text: '250' });
    expect(form.choice?.weight_pounds).toBe(250);
    expect(animalFormReducer(form, { type: 'pick', animal: 'Hog' })).toBe(form);
    expect(animalFormReducer(form, { type: 'set-weight-text', text: ' ' }).choice?.weight_pounds).toBeNull();
    expect(animalFormReducer(form, { type: 'pick', animal: 'Deer' })).toEqual({
      choice: emptyAnimalChoice('Deer'),
      weightText: '',
    });
  });
});
