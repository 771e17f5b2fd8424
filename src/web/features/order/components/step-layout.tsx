import { t } from '@lingui/core/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { ArrowLeftIcon } from '../../../components/icons';
import { LoadingNotice as SharedLoadingNotice } from '../../../components/loading-notice';
import type { PriceListState } from '../../../lib/price-list';
import { pageTitle } from '../../../lib/shop-name';
import { CancelOrderButton } from './cancel-order-button';
import { LanguageSwitch } from '../../../components/language-switch';
import { OfflineNotice } from './offline-notice';

const TITLE_CLASS = 'font-display text-3xl font-bold tracking-tight text-stone-900 focus:outline-none';
const SUBTITLE_CLASS = 'mt-1 text-base text-stone-700';

const iconButton =
  'inline-flex size-12 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200 active:bg-stone-300';

/** The frame of every step: Back and Close icon buttons, the screen's h1 and subtitle, content, a footer. */
export function StepLayout({
  title,
  subtitle,
  backTo,
  children,
  footer,
  loading,
}: {
  title: string;
  subtitle?: ReactNode;
  backTo: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The step waits for its saved order: 'Loading your selections...' (SelectionsLoading). */
  loading?: boolean;
}) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a client-side navigation focus would be lost on <body>; start keyboard and screen-reader
  // users at the new screen's title instead.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, []);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col">
      <title>{pageTitle(title)}</title>
      <header className="flex items-center justify-between px-2 pt-2">
        <button type="button" aria-label={t`Back`} className={iconButton} onClick={() => void navigate(backTo)}>
          <ArrowLeftIcon />
        </button>
        <LanguageSwitch />
        <CancelOrderButton className={iconButton} />
      </header>
      <main className="flex flex-1 flex-col px-4 pb-6">
        <h1 ref={headingRef} tabIndex={-1} className={TITLE_CLASS}>
          {title}
        </h1>
        {subtitle ? <p className={SUBTITLE_CLASS}>{subtitle}</p> : null}
        {loading === undefined ? null : <SelectionsLoading loading={loading} />}
        <div className="mt-6 flex flex-1 flex-col">{children}</div>
        {/* Next to the button that is waiting: in the sticky footer when there is one. */}
        {footer ? null : <OfflineNotice />}
        {footer ? (
          <div className="sticky bottom-0 -mx-4 mt-6 border-t border-stone-200 bg-stone-50/95 px-4 py-4 backdrop-blur">
            <OfflineNotice />
            {footer}
          </div>
        ) : null}
      </main>
    </div>
  );
}

/** The customer's steps load their saved selections; the spinner itself is shared. */
export function LoadingNotice({ text }: { text?: string }) {
  return <SharedLoadingNotice text={text ?? t`Loading your selections...`} />;
}

/**
 * 'Loading your selections...' while a step's saved order loads (docs/customer-flow.md 2). The
 * step is drawn at once, disabled (ADR 0601), and this floats over it, so that nothing moves when it goes;
 * the status region stays, so a screen reader hears the text come and go.
 */
export function SelectionsLoading({ loading }: { loading: boolean }) {
  return (
    // Hidden without JavaScript (index.html's <noscript> style): nothing would ever end the loading.
    <p
      role="status"
      data-selections-loading=""
      className="pointer-events-none fixed inset-x-0 top-1/3 z-10 flex justify-center px-4"
    >
      {loading ? (
        <span className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-base text-stone-800 shadow-md">
          <span
            className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
            aria-hidden="true"
          />
          {t`Loading your selections...`}
        </span>
      ) : null}
    </p>
  );
}

/**
 * What a step shows until the price list is ready: its usual loading notice, or, when the list could not
 * be loaded, an alert with 'Try again' (nothing can be priced or offered without it). Kept here rather
 * than in a file of its own: one chunk fewer for the animal step, which is at its size budget.
 */
export function PriceListNotice({ state, onRetry }: { state: PriceListState; onRetry: () => void }) {
  if (state.status !== 'failed') return <LoadingNotice />;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-base text-red-900">
      <p className="font-semibold">{t`Failed to load prices. Please try again.`}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
