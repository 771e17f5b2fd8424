import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useEffect, useState } from 'react';
import { API_PATHS } from '../../../../domain/api-paths';
import type { OrderConfirmation } from '../../../../domain/schemas';
import type { CounterTabletInfo } from '../../../../domain/shop/counter-tablet-schemas';
import { SHOP_API_PATHS } from '../../../../domain/shop/shop-api-paths';
import { buttonClass } from '../../../components/button';
import { DIALOG_OVERLAY_CLASS } from '../../../components/dialog-parts';
import { ApiRequestError, requestJson } from '../../../lib/api-client';
import { paths } from '../../../app/paths';
import { startAnotherAnimal } from '../api';
import { getCurrentOrderId, setCurrentOrderId } from '../current-order-id';
import { resetDevice } from './reset-device';

/** docs/shop.md 15: how long the confirmation stays, and how long an order waits for a touch before asking. */
export const CONFIRMATION_SHOWN_MS = 60_000;
export const IDLE_ASK_MS = 120_000;
export const IDLE_CANCEL_MS = 30_000;

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

const isTabletInfo = (body: unknown): body is CounterTabletInfo =>
  typeof (body as Partial<CounterTabletInfo> | null)?.name === 'string';

/** Whether the tablet's credential still holds: asked at each fresh start, so a removed tablet says so at once. */
async function tabletRemoved(): Promise<boolean> {
  try {
    await requestJson('GET', SHOP_API_PATHS.counterTablet.href(), undefined, isTabletInfo);
    return false;
  } catch (error) {
    return error instanceof ApiRequestError && error.status === 403;
  }
}

/** POST /api/orders/:id/complete, as API_PATHS names it. */
const COMPLETE = new RegExp(`^${API_PATHS.completeOrder.path.replace(':id', '[^/]+')}$`);

/**
 * Every answer of the API passes here, so that the flow's screens need not know of counter mode: a submit's
 * confirmation (which the review keeps nowhere on a tablet) is shown full screen, and a 403 for the device's
 * credential (removed while a hunter was ordering) stops the flow at once.
 */
function watchAnswers(on: { confirmation: (confirmation: OrderConfirmation) => void; removed: () => void }): void {
  const fetchBefore = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchBefore(input, init);
    const path = new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname;
    if (response.status === 403 || (response.ok && COMPLETE.test(path))) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { confirmation?: OrderConfirmation; error?: { code?: string } } | null;
      if (body?.error?.code === 'counter_tablet_removed') on.removed();
      else if (body?.confirmation) on.confirmation(body.confirmation);
    }
    return response;
  };
}

/**
 * docs/shop.md 15, counter mode: what a counter tablet adds to the customer's flow, in a root of its own beside
 * the app, loaded only on a tablet (load-counter-mode.ts). After 'Submit Order' the
 * confirmation fills the screen and the device starts afresh after a minute or on 'Start a new order'; an
 * order left untouched for two minutes asks 'Are you still there?' and is cancelled 30 seconds later; a
 * removed tablet stops at once.
 */
export default function CounterTabletMode() {
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(null);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    watchAnswers({ confirmation: setConfirmation, removed: () => setRemoved(true) });
    void tabletRemoved().then((gone) => gone && setRemoved(true));
  }, []);

  if (removed) {
    return (
      <FullScreen title={t`This tablet is no longer set up for orders.`}>
        <p className="text-xl text-stone-800">{t`Please ask at the counter.`}</p>
      </FullScreen>
    );
  }
  if (confirmation) return <CounterConfirmation confirmation={confirmation} />;
  return <IdleWatch />;
}

/** A screen over the whole flow, read as a dialog: nothing behind it can be reached. */
function FullScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 overflow-y-auto bg-stone-50 p-8 text-center focus:outline-none"
        >
          <AlertDialog.Title className="font-display text-3xl font-bold text-stone-900">{title}</AlertDialog.Title>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** 'your email and your phone', in the customer's language, for the channels the confirmation went to. */
function channelsText(channels: OrderConfirmation['channels']): string | null {
  const names = channels.map((channel) => (channel === 'email' ? t`your email` : t`your phone`));
  if (names.length === 0) return null;
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
}

/**
 * docs/shop.md 16: the same hunter's next animal, at its animal step; the page loads anew, as between hunters,
 * with only the new order in progress. On a refusal (offline, removed) the tablet starts afresh instead.
 */
async function orderAnotherAnimal(statusPath: string): Promise<void> {
  try {
    const next = await startAnotherAnimal(statusPath);
    setCurrentOrderId(next.order.id);
    window.location.assign(paths.chooseAnimal.getHref());
  } catch {
    await resetDevice({ cancelDraft: false });
  }
}

function CounterConfirmation({ confirmation }: { confirmation: OrderConfirmation }) {
  useEffect(() => {
    const timer = window.setTimeout(() => void resetDevice({ cancelDraft: false }), CONFIRMATION_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const channels = channelsText(confirmation.channels);
  const number = confirmation.order_number;
  return (
    <FullScreen title={t`Order received`}>
      <p className="font-display text-6xl font-bold tracking-wide text-brand-900 sm:text-8xl">{number}</p>
      <AlertDialog.Description className="max-w-xl text-xl text-stone-800">
        {channels ? t`Your confirmation has been sent to ${channels}.` : t`Please keep your order number.`}{' '}
        {t`Give this number at the counter.`}
      </AlertDialog.Description>
      <div className="flex flex-wrap justify-center gap-3">
        <AlertDialog.Action
          className={buttonClass('primary', 'min-w-64 text-lg')}
          onClick={() => void resetDevice({ cancelDraft: false })}
        >
          {t`Start a new order`}
        </AlertDialog.Action>
        {confirmation.status_path ? (
          <button
            type="button"
            className={buttonClass('secondary', 'min-w-64 text-lg')}
            onClick={() => void orderAnotherAnimal(confirmation.status_path ?? '')}
          >
            {t`Order another animal`}
          </button>
        ) : null}
      </div>
      <p className="text-base text-stone-700">{t`This screen clears itself after a minute.`}</p>
    </FullScreen>
  );
}

/** In the middle of an order: past the start screen, or with an order begun. */
const inAnOrder = () => window.location.pathname !== '/' || getCurrentOrderId() !== null;

/**
 * Two minutes without a touch in the middle of an order: 'Are you still there?' with 'Continue'; 30 seconds
 * more, and the order is cancelled and the tablet starts afresh. Any touch starts the two minutes again; on
 * the start screen with no order begun there is nothing to ask about.
 */
function IdleWatch() {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (asking) {
      const timer = window.setTimeout(() => void resetDevice({ cancelDraft: true }), IDLE_CANCEL_MS);
      return () => window.clearTimeout(timer);
    }
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (inAnOrder() ? setAsking(true) : restart()), IDLE_ASK_MS);
    };
    restart();
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [asking]);
  return (
    <AlertDialog.Root open={asking}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-2xl font-bold text-stone-900">{t`Are you still there?`}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-base text-stone-700">
            {t`This order will be cancelled in 30 seconds, so the next hunter can start.`}
          </AlertDialog.Description>
          <AlertDialog.Action className={buttonClass('primary', 'mt-6 w-full')} onClick={() => setAsking(false)}>
            {t`Continue`}
          </AlertDialog.Action>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
