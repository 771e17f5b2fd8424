import { LANGUAGE_COOKIE } from '../../../i18n/language';
import { forgetConfirmation } from '../../../lib/order-confirmation';
import { cancelOrder } from '../api';
import { clearCurrentOrderId, getCurrentOrderId } from '../current-order-id';

/**
 * docs/shop.md 15: the counter tablet starts afresh for the next hunter. Nothing of the last one stays: the order
 * in progress (cancelled on the server when `cancelDraft`: an order walked away from), its kept copy and step
 * drafts, any kept confirmation, the language they chose; and nothing in memory, since the page loads anew.
 * The load replaces the address with '/' first: the entries behind it in the history belong to a document
 * that no longer exists, so Back loads those addresses afresh, with no order to show.
 */
export async function resetDevice({ cancelDraft }: { cancelDraft: boolean }): Promise<void> {
  const id = getCurrentOrderId();
  if (cancelDraft && id) {
    try {
      await cancelOrder(id);
    } catch {
      // Gone or offline: the draft is forgotten here all the same, and purged with the other old drafts.
    }
  }
  clearCurrentOrderId();
  forgetConfirmation();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.history.replaceState(null, '', '/');
  window.location.reload();
}
