import { t } from '@lingui/core/macro';
import { MESSAGES, type ToastMessage } from '../../../domain/validation';

/**
 * What the steps say at a field or beside a disabled Next (docs/customer-flow.md 5), in the customer's language: a
 * refusal's toast description under the field at fault. One module that the details step loads, so that the
 * animal step, at its size budget, carries none of these words itself.
 */
export function fieldMessage(message: ToastMessage): string {
  if (message === MESSAGES.invalidEmail) return t`Please enter a valid email address.`;
  if (message === MESSAGES.invalidPhone) return t`Please enter a valid phone number.`;
  if (message === MESSAGES.hiddenCharacters) return t`Please remove the hidden characters from this field.`;
  if (message === MESSAGES.hogWeightOver200) return weightMessage();
  return t`Please fill in all required fields.`;
}

/** Under the hog's weight options, when Next found none chosen. */
export const weightOptionMessage = () => t`Please select a weight option for the hog.`;

/** Under the hog's weight, when Next refused it. */
export const weightMessage = () => t`Please enter a valid weight over 200 lbs.`;

/** Beside the animal dialog's disabled Next. */
export const whyNoGender = () => t`Choose a gender to continue.`;
