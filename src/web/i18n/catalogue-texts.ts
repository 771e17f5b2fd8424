import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateFrom } from './language';

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
