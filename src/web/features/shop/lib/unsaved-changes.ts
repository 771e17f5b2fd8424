import { useEffect } from 'react';

/** What leaving would lose, while a form holds unsaved changes; null when nothing would be lost. */
let warning: string | null = null;

export const UNSAVED_CHANGES_MESSAGE = 'Your changes are not saved yet. Leave without saving them?';

/**
 * docs/shop.md 3: a form with changes not yet saved asks before they are lost: closing or reloading the tab
 * (the browser's own question) and the shop's navigation and 'Sign out' (mayLeave). The router is in
 * declarative mode (router.tsx), which has no navigation blocker, so the links ask themselves.
 */
export function useUnsavedChangesWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    warning = UNSAVED_CHANGES_MESSAGE;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      warning = null;
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);
}

/** For a link or button that leaves the page: whether it may go (asking first when changes would be lost). */
export function mayLeave(): boolean {
  return warning === null || window.confirm(warning);
}
