import type { Cents, PriceUnit } from './money';

/** The catalogue of docs/customer-flow.md 3 and 9. Every price the product charges comes from here. */

export const ANIMAL_TYPES = ['Deer', 'Hog'] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number];

export const GENDERS = {
  Deer: [
    { value: 'Buck', label: 'Buck (Male)' },
    { value: 'Doe', label: 'Doe (Female)' },
  ],
  Hog: [
    { value: 'Boar', label: 'Boar (Male)' },
    { value: 'Sow', label: 'Sow (Female)' },
  ],
} as const;
export const DEER_GENDERS = ['Buck', 'Doe'] as const;
export const HOG_GENDERS = ['Boar', 'Sow'] as const;
export type Gender = (typeof DEER_GENDERS)[number] | (typeof HOG_GENDERS)[number];

/** Basic cut and wrap, and the hog's flat price under 200 lbs. */
export const PROCESSING_FLAT_CENTS: Cents = 12_500;

export const DEER_PREP_OPTIONS = [
  { name: 'Skinning', priceCents: 1_000 },
  { name: 'Caped', priceCents: 1_000 },
] as const;
export const DEER_PREP_NAMES = ['Skinning', 'Caped'] as const;
export type DeerPrepName = (typeof DEER_PREP_NAMES)[number];

export const HOG_WEIGHT_OPTIONS = [
  { value: 'under200', label: 'Under 200 lbs', priceText: '$125.00' },
  { value: 'over200', label: 'Over 200 lbs', priceText: '$0.89/lb' },
] as const;
export const WEIGHT_OPTION_VALUES = ['under200', 'over200'] as const;
export type WeightOption = (typeof WEIGHT_OPTION_VALUES)[number];
export const HOG_CENTS_PER_POUND: Cents = 89;
/** Over 200 lbs means strictly more than 200 (input minimum 201); 1,500 is docs/customer-flow.md decision 9's ceiling. */
export const HOG_OVER_200_MIN_EXCLUSIVE = 200;
export const HOG_WEIGHT_INPUT_MIN = 201;
export const HOG_WEIGHT_MAX = 1_500;

export type CutDefinition = { name: string; options: readonly string[] };

export const OTHER_CUT = 'Other';

export const DEER_CUTS: readonly CutDefinition[] = [
  { name: 'Hind Quarters', options: ['Roast', 'Cube Steak', 'Stew Meat'] },
  { name: 'Backstrap', options: ['Whole', 'Butterfly', 'Steak'] },
  { name: 'Tenderloin', options: ['Whole', 'Steak'] },
  { name: 'Neck Roast', options: [] },
  { name: 'Ribs', options: [] },
  { name: 'Ground', options: [] },
  { name: 'Stew Meat', options: [] },
  { name: OTHER_CUT, options: [] },
];

/** docs/customer-flow.md decision 7: the Italian flavours are spelt correctly. */
export const SAUSAGE_FLAVOURS = [
  'Hot',
  'Medium',
  'Mild',
  'Maple',
  'Onion',
  'Hot Italian',
  'Sweet Italian',
  'Zesty Italian',
  'Brat',
] as const;

export const HOG_CUTS: readonly CutDefinition[] = [
  { name: 'Whole', options: [] },
  { name: 'Ham Roast', options: [] },
  { name: 'Loin', options: [] },
  { name: 'Chops', options: [] },
  { name: 'Ribs', options: [] },
  { name: 'Boston Butt', options: [] },
  { name: 'Bacon', options: [] },
  { name: 'Sausage', options: SAUSAGE_FLAVOURS },
  { name: 'Spare Ribs', options: [] },
  { name: 'Ground', options: [] },
  { name: 'Steaks', options: [] },
  { name: 'Jowl', options: [] },
  { name: 'Ears', options: [] },
  { name: OTHER_CUT, options: [] },
];

export function cutsFor(animal: AnimalType): readonly CutDefinition[] {
  return animal === 'Deer' ? DEER_CUTS : HOG_CUTS;
}

export type AddonOption = { name: string; priceCents: Cents };
export type AddonItem = {
  name: string;
  section: 'Custom' | 'Variety';
  unit: PriceUnit;
  /** The item's own price; for items with options each option carries its price. */
  priceCents: Cents;
  options: readonly AddonOption[];
};

function item(name: string, priceCents: Cents, unit: PriceUnit, optionNames: readonly string[] = []): AddonItem {
  return {
    name,
    section: 'Custom',
    unit,
    priceCents,
    options: optionNames.map((option) => ({ name: option, priceCents })),
  };
}

const STICK_OPTIONS: readonly AddonOption[] = [
  { name: 'Pepperoni and Cheese', priceCents: 1_000 },
  { name: 'Cheese', priceCents: 800 },
  { name: 'Plain', priceCents: 700 },
];

export const ADDON_ITEMS: readonly AddonItem[] = [
  item('Ground Sausage', 200, 'lb', SAUSAGE_FLAVOURS),
  item('Sausage Links', 600, 'lb', SAUSAGE_FLAVOURS),
  item('Hamburger Patties', 500, 'lb'),
  item('Onion Steak Patties', 550, 'lb'),
  item('Jalapeno Cheese Burger', 600, 'lb'),
  item('Jalapeno Cheese Bacon Burger', 750, 'lb'),
  item('Bacon Burger', 500, 'lb'),
  item('Cajun Burger', 200, 'lb'),
  item('Lemon Pepper Burger', 200, 'lb'),
  item('Shishkebabs', 1_000, 'lb'),
  { name: 'Snack Stix', section: 'Custom', unit: 'lb', priceCents: 1_000, options: STICK_OPTIONS },
  { name: 'Summer Sausage', section: 'Custom', unit: 'lb', priceCents: 1_000, options: STICK_OPTIONS },
  item('Smoked Sausage', 500, 'lb'),
  item('Pickled Bites', 1_500, 'jar'),
  item('Bacon', 800, 'lb'),
  item('Pepperoni', 600, 'lb'),
  item('Jerky', 1_200, 'lb', ['Plain', 'Regular', 'Teriyaki', 'Hot']),
  { name: 'Variety Pack', section: 'Variety', unit: 'single', priceCents: 22_000, options: [] },
];

export function findAddonItem(name: string): AddonItem | undefined {
  return ADDON_ITEMS.find((candidate) => candidate.name === name);
}

/** One price for the item's label, or undefined when its options are priced differently. */
export function addonItemDisplayPrice(addon: AddonItem): Cents | undefined {
  if (addon.options.length === 0) return addon.priceCents;
  const prices = new Set(addon.options.map((option) => option.priceCents));
  return prices.size === 1 ? addon.options[0]?.priceCents : undefined;
}
