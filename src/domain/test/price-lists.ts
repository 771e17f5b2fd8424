import { DEFAULT_PRICE_LIST, type PriceList, type PriceListAddon } from '../price-list';

/** Elk Sticks, an item an owner adds: sold by the pound, with sub-options of its own. */
export const ELK_STICKS: PriceListAddon = {
  name: 'Elk Sticks',
  section: 'Custom',
  unit: 'lb',
  priceCents: 1_400,
  options: [
    { name: 'Plain', priceCents: 1_400 },
    { name: 'Jalapeno', priceCents: 1_550 },
  ],
  hidden: false,
};

/**
 * Version 2 as an owner might save it: dearer processing, Caped and Bacon hidden, and Elk Sticks and a
 * single Smoked Hock added.
 */
export const OWNER_PRICE_LIST: PriceList = {
  ...DEFAULT_PRICE_LIST,
  version: 2,
  deerProcessingCents: 13_500,
  hogUnder200Cents: 14_000,
  hogPerPoundCents: 95,
  prep: DEFAULT_PRICE_LIST.prep.map((option) =>
    option.name === 'Caped' ? { ...option, hidden: true } : { ...option, priceCents: 1_200 },
  ),
  addons: [
    ...DEFAULT_PRICE_LIST.addons.map((item) => (item.name === 'Bacon' ? { ...item, hidden: true } : item)),
    ELK_STICKS,
    { name: 'Smoked Hock', section: 'Custom', unit: 'single', priceCents: 900, options: [], hidden: false },
  ],
};
