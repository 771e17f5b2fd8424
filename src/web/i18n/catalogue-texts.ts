import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { catalogueNameIn, ownSpanishNames, priceTextIn } from '../../domain/catalogue-names';
import type { PriceList } from '../../domain/price-list';
import { currentPriceList } from '../lib/price-list';
import { currentLanguage, translateFrom } from './language';

/**
 * The catalogue's fixed words the order screens show (genders, hog weights, add-on sections and units), in
 * the current language. The domain keeps them in English, as the server and the shop use them; texts the
 * shop writes itself (its cuts and add-ons) are shown as written. The receipt's words are in
 * receipt-texts.ts and the stages in stage-texts.ts, so that each screen's chunk carries only its own.
 */
const CATALOGUE_TEXTS: Record<string, MessageDescriptor> = {
  'Buck (Male)': msg`Buck (Male)`,
  'Doe (Female)': msg`Doe (Female)`,
  'Boar (Male)': msg`Boar (Male)`,
  'Sow (Female)': msg`Sow (Female)`,
  'Under 200 lbs': msg`Under 200 lbs`,
  'Over 200 lbs': msg`Over 200 lbs`,
  Custom: msg`Custom`,
  Variety: msg`Variety`,
  'Pounds:': msg`Pounds:`,
  'Quantity:': msg`Quantity:`,
};

export function translateCatalogueText(text: string): string {
  return translateFrom(CATALOGUE_TEXTS, text);
}

export function translateChoice<Choice extends { label: string }>(choice: Choice): Choice {
  return { ...choice, label: translateCatalogueText(choice.label) };
}

/** The owner's Spanish names of the price list last read, worked out once per list. */
let namesOf: { prices: PriceList | null; names: Record<string, string> } = { prices: null, names: {} };
/**
 * A cut, option, prep service or add-on (or a name as an order stores it) as the customer reads it (ADR 0610):
 * in Spanish, the owner's Spanish name, else the catalogue's, else as written (domain/catalogue-names.ts).
 * `given`: the owner's names a page has without the price list (the status page, from its answer).
 */
export function catalogueName(name: string, given?: Readonly<Record<string, string>>): string {
  const language = currentLanguage();
  if (language === 'en') return name;
  const prices = currentPriceList();
  if (namesOf.prices !== prices) namesOf = { prices, names: ownSpanishNames(prices) };
  return catalogueNameIn(language, name, given ? { ...namesOf.names, ...given } : namesOf.names);
}

/** A price text ('$15.00/Jar') in the customer's language. */
export const priceTextInLanguage = (text: string): string => priceTextIn(currentLanguage(), text);
