import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateFrom } from './language';

/** The receipt's labels (RECEIPT_LABELS) and the animal, gender and weight it names, in the current language. */
const RECEIPT_TEXTS: Record<string, MessageDescriptor> = {
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
  'Under 200 lbs': msg`Under 200 lbs`,
  Deer: msg`Deer`,
  Hog: msg`Hog`,
  Buck: msg`Buck`,
  Doe: msg`Doe`,
  Boar: msg`Boar`,
  Sow: msg`Sow`,
};

export function translateReceiptText(text: string): string {
  return translateFrom(RECEIPT_TEXTS, text);
}
