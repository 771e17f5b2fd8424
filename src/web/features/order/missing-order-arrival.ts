import { MISSING_ORDER_ARRIVAL_KEY } from './step-paths';
import { toastError } from '../../lib/toast';
import { WEB_MESSAGES } from './messages';

/**
 * Says 'No active order found' on the page the boot script sent the customer to for lack of an order
 * (docs/customer-flow.md decision 14, inline-boot.js), once: the mark is taken away as it is read.
 */
export function sayIfSentForMissingOrder(pathname: string): void {
  try {
    if (window.sessionStorage.getItem(MISSING_ORDER_ARRIVAL_KEY) !== pathname) return;
    window.sessionStorage.removeItem(MISSING_ORDER_ARRIVAL_KEY);
  } catch {
    return;
  }
  void toastError(WEB_MESSAGES.noActiveOrder);
}
