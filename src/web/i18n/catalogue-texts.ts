import { type MessageDescriptor, i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Stage } from '../../domain/shop/stages';

/**
 * The fixed words of the domain's catalogue, receipt and stages that the customer reads (genders, hog
 * weights, the receipt's labels, stages), in the current language. The domain keeps them in English, as the server and the shop use them;
 * texts the shop writes itself (its add-ons) are shown as written.
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
  // The receipt's labels (RECEIPT_LABELS) and the animal and gender it names.
  'Customer Information': msg`Customer Information`,
  Name: msg`Name`,
  Email: msg`Email`,
  Phone: msg`Phone`,
  'Prep Services': msg`Prep Services`,
  'Prep Total': msg`Prep Total`,
  'No prep services': msg`No prep services`,
  Processing: msg({ message: 'Processing', context: 'receipt section' }),
  Animal: msg`Animal`,
  Gender: msg`Gender`,
  Weight: msg`Weight`,
  Cuts: msg`Cuts`,
  'Processing Cost': msg`Processing Cost`,
  'Add-ons': msg`Add-ons`,
  'Add-ons Total': msg`Add-ons Total`,
  'Order Total': msg`Order Total`,
  'Grand Total': msg`Grand Total`,
  Deer: msg`Deer`,
  Hog: msg`Hog`,
  Buck: msg`Buck`,
  Doe: msg`Doe`,
  Boar: msg`Boar`,
  Sow: msg`Sow`,
};

const STAGE_TEXTS: Record<Stage, MessageDescriptor> = {
  submitted: msg`Submitted`,
  checked_in: msg`Checked in`,
  processing: msg`Processing`,
  ready: msg`Ready for pickup`,
  picked_up: msg`Picked up`,
  cancelled: msg`Cancelled`,
};

export function translateCatalogueText(text: string): string {
  const descriptor = CATALOGUE_TEXTS[text];
  return descriptor ? i18n._(descriptor) : text;
}

export function translateChoice<Choice extends { label: string }>(choice: Choice): Choice {
  return { ...choice, label: translateCatalogueText(choice.label) };
}

/** A stage's name; the server's own label when the stage is one this page does not know. */
export function translateStage(stage: Stage, label: string): string {
  const descriptor = STAGE_TEXTS[stage] as MessageDescriptor | undefined;
  return descriptor ? i18n._(descriptor) : label;
}
