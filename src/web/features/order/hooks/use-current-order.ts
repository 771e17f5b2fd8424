import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, routePath } from '../../../app/paths';
import { MISSING_ORDER_REDIRECTS } from '../step-paths';
import type { OrderDetails } from '../../../../domain/schemas';
import { toastError } from '../../../lib/toast';
import { loadOpenOrder } from '../api';
import { getCurrentOrderId } from '../current-order-id';
import { loadCounterMode } from '../counter-tablet/load-counter-mode';
import { WEB_MESSAGES } from '../messages';
import { sayIfSentForMissingOrder } from '../missing-order-arrival';

type CurrentOrderState =
  | { status: 'loading' }
  | { status: 'ready'; id: string; details: OrderDetails }
  /** The saved order could not be read (server or network error): the screen still works. */
  | { status: 'failed'; id: string }
  /** The stored id names no open order (only when the screen asks to handle it itself). */
  | { status: 'not-found' }
  /** No order, and the customer was just sent here because of that: the screen shows, saving cannot. */
  | { status: 'missing' };

/** Navigation state marking a redirect caused by a missing order. */
type MissingOrderState = { missingOrder: true };

function cameForMissingOrder(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<MissingOrderState>).missingOrder === true;
}

/**
 * Loads the order named by currentOrderId for a step screen (docs/customer-flow.md decision 14).
 * With no id, or an id whose order is gone or closed, it toasts 'No active order found' and redirects (where
 * MISSING_ORDER_REDIRECTS says),
 * unless `onNotFound: 'show'` asks for the 'not-found' state instead (the review screen).
 * A screen reached by such a redirect (the cuts and add-ons screens send customers to /choose-animal), here
 * or by the boot script before the first paint, does not bounce them on at once: it shows, with the 'missing'
 * state, and refuses to save.
 */
export function useCurrentOrder({
  onNotFound = 'redirect',
  failureMessage = WEB_MESSAGES.loadSelectionsFailed,
}: {
  onNotFound?: 'redirect' | 'show';
  failureMessage?: { title: string; description: string };
} = {}): CurrentOrderState {
  const navigate = useNavigate();
  const location = useLocation();
  const redirectedHere = cameForMissingOrder(location.state);
  // As the boot script reads it: '/addons/' is the add-ons step too.
  const here = routePath(location.pathname);
  const missingRedirect = MISSING_ORDER_REDIRECTS[here] ?? paths.orderDetails.getHref();
  // 'loading' at first, as the server drew the screen (ADR 0601): a hydrated page that differed would keep the
  // server's disabled buttons.
  const [state, setState] = useState<CurrentOrderState>({ status: 'loading' });

  useEffect(() => {
    // docs/shop.md 15: on a counter tablet, every step of an order runs in counter mode (after a reload too).
    loadCounterMode();
    let active = true;
    const id = getCurrentOrderId();
    const goAway = () => {
      void toastError(WEB_MESSAGES.noActiveOrder);
      void navigate(missingRedirect, { replace: true, state: { missingOrder: true } satisfies MissingOrderState });
    };
    if (!id) {
      if (!redirectedHere) goAway();
      else {
        setState({ status: 'missing' });
        sayIfSentForMissingOrder(here);
      }
      return;
    }
    loadOpenOrder(id).then(
      (details) => {
        if (!active) return;
        if (details) setState({ status: 'ready', id, details });
        else if (onNotFound === 'show') setState({ status: 'not-found' });
        else goAway();
      },
      () => {
        if (!active) return;
        setState({ status: 'failed', id });
        void toastError(failureMessage);
      },
    );
    return () => {
      active = false;
    };
    // Runs once per visit to the screen; the options are constants of each screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}

/** The order a step can save to: the one loaded, or one that failed to load (the screen still works). */
export function savableOrderId(state: CurrentOrderState): string | null {
  return state.status === 'ready' || state.status === 'failed' ? state.id : null;
}
