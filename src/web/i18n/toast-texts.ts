import { type MessageDescriptor, i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastMessage } from '../../domain/validation';

/**
 * Every toast the customer can see, by its English text: the web's own (features/order/messages.ts) and
 * the domain's validation messages (MESSAGES in src/domain/validation.ts), which stay English for the
 * server. Part of the toaster's chunk, so no screen carries it. A text not listed here is shown as it is.
 */
const TOAST_TEXTS: Record<string, MessageDescriptor> = {
  Error: msg`Error`,
  Success: msg`Success`,
  'Missing Information': msg`Missing Information`,
  'Please fill in all required fields.': msg`Please fill in all required fields.`,
  'Invalid Email': msg`Invalid Email`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Invalid Phone': msg`Invalid Phone`,
  'Please enter a valid phone number.': msg`Please enter a valid phone number.`,
  'Hidden Characters': msg`Hidden Characters`,
  'Please remove the hidden characters from this field.': msg`Please remove the hidden characters from this field.`,
  'Please select a weight option for the hog.': msg`Please select a weight option for the hog.`,
  'Please enter a valid weight over 200 lbs.': msg`Please enter a valid weight over 200 lbs.`,
  'Failed to save order details. Please try again.': msg`Failed to save order details. Please try again.`,
  'Failed to update order. Please try again.': msg`Failed to update order. Please try again.`,
  'Failed to save cuts. Please try again.': msg`Failed to save cuts. Please try again.`,
  'Failed to save add-ons. Please try again.': msg`Failed to save add-ons. Please try again.`,
  'Failed to load existing selections. Please try again.': msg`Failed to load existing selections. Please try again.`,
  'No active order found. Please start over.': msg`No active order found. Please start over.`,
  'Failed to load order details. Please try again.': msg`Failed to load order details. Please try again.`,
  'Error Submitting Order': msg`Error Submitting Order`,
  'There was a problem submitting your order. Please try again.': msg`There was a problem submitting your order. Please try again.`,
  'Your drop-off day has been saved.': msg`Your drop-off day has been saved.`,
  'Failed to save your drop-off day. Please try again.': msg`Failed to save your drop-off day. Please try again.`,
  'Day Full': msg`Day Full`,
  'Please Wait': msg`Please Wait`,
  'Too many orders from this connection right now. Please wait a few minutes and try again.': msg`Too many orders from this connection right now. Please wait a few minutes and try again.`,
  'Your cuts have been saved successfully!': msg`Your cuts have been saved successfully!`,
  'Your add-ons have been saved successfully!': msg`Your add-ons have been saved successfully!`,
  'Order Submitted Successfully!': msg`Order Submitted Successfully!`,
  "You'll receive email and SMS confirmations shortly. Thank you for your order!": msg`You'll receive email and SMS confirmations shortly. Thank you for your order!`,
};

function translate(text: string): string {
  const descriptor = TOAST_TEXTS[text];
  return descriptor ? i18n._(descriptor) : text;
}

/** The toast in the current language. */
export function translateToast(message: ToastMessage): ToastMessage {
  return { title: translate(message.title), description: translate(message.description) };
}
