import type { RefObject } from 'react';

/** The dimmed page behind a dialog. */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-stone-900/60';

/**
 * For a dialog opened without a Radix trigger (it loads on demand, or several buttons open it): on close,
 * focus goes back to the button that opened it rather than to the start of the page.
 */
export function focusOnClose(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
