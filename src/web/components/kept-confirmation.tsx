import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { hasKeptConfirmation } from '../lib/has-kept-confirmation';

/**
 * The confirmation panel's slot on / (ADR 0609). The panel is a chunk of its own, loaded only on a phone that
 * keeps a confirmation, so the landing page's budget (docs/decisions/0201) does not carry it.
 */
let loaded: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Loads the panel's chunk; the review asks early, so the landing the submit opens draws the panel at once. */
export function loadConfirmationPanel(): void {
  if (loaded) return;
  void import('./confirmation-panel').then(
    (module) => {
      loaded = module.ConfirmationPanel;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing while the page hydrates (the server drew no panel: ADR 0601), then the panel once its chunk is here. */
export function KeptConfirmation() {
  const Panel = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (hasKeptConfirmation()) loadConfirmationPanel();
  }, []);
  return Panel ? <Panel /> : null;
}
