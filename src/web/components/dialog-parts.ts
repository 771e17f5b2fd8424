import type { RefObject } from 'react';

/** The dimmed page behind a dialog. */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-stone-900/60';

/**
 * For a dialog opened without a Radix trigger (it loads on demand, or several buttons open it), or whose
 * change may remove its button: on close, focus goes back to the button that opened it rather than to the
 * start of the page, or to `fallback` (e.g. the page's title) when that button is gone.
 */
export function focusOnClose(opener: RefObject<HTMLElement | null>, fallback?: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : fallback?.current)?.focus();
  };
}
