import type { ToastMessage } from '../../../domain/validation';

/** The toasts of docs/customer-flow.md 8 that only the browser shows; validation texts live in src/domain (MESSAGES). */
export const WEB_MESSAGES = {
  saveDetailsFailed: { title: 'Error', description: 'Failed to save order details. Please try again.' },
  updateOrderFailed: { title: 'Error', description: 'Failed to update order. Please try again.' },
  saveCutsFailed: { title: 'Error', description: 'Failed to save cuts. Please try again.' },
  saveAddonsFailed: { title: 'Error', description: 'Failed to save add-ons. Please try again.' },
  loadSelectionsFailed: { title: 'Error', description: 'Failed to load existing selections. Please try again.' },
  noActiveOrder: { title: 'Error', description: 'No active order found. Please start over.' },
  loadOrderFailed: { title: 'Error', description: 'Failed to load order details. Please try again.' },
  submitFailed: {
    title: 'Error Submitting Order',
    description: 'There was a problem submitting your order. Please try again.',
  },
  /**
   * A save or the submit refused with 429 (docs/operations.md, 'Abuse limits across processes'): the per-client
   * limits are far above one customer's order, so this is a shared connection (a shop's tablet) at its limit.
   */
  tooManyRequests: {
    title: 'Please Wait',
    description: 'Too many orders from this connection right now. Please wait a few minutes and try again.',
  },
  dropOffDaySaved: { title: 'Success', description: 'Your drop-off day has been saved.' },
  saveDropOffDayFailed: { title: 'Error', description: 'Failed to save your drop-off day. Please try again.' },
  cutsSaved: { title: 'Success', description: 'Your cuts have been saved successfully!' },
  addonsSaved: { title: 'Success', description: 'Your add-ons have been saved successfully!' },
  orderSubmitted: {
    title: 'Order Submitted Successfully!',
    description: "You'll receive email and SMS confirmations shortly. Thank you for your order!",
  },
} as const satisfies Record<string, ToastMessage>;

/** docs/customer-flow.md 9: the submit toast stays 5 seconds. */
export const SUBMIT_TOAST_MS = 5_000;

/**
 * ADR 0602: a save or the submit is waiting for signal; shown on the step until it goes through. The
 * notice itself says it through Lingui (offline-notice.tsx); tests compare with this English.
 */
export const OFFLINE_NOTICE = "No connection. We'll keep trying; nothing you entered is lost.";
