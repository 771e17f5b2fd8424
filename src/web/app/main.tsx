import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from './register-service-worker';
import { AppRouter, firstLanguageSettled, loadScreenChunk } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = () => (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);

// ADR 0607: the app starts in a task of its own, after the one that evaluates this file, so neither is one
// long task; and from a microtask, so that no request or timer is made from this file's top level (a trace,
// Lighthouse's among them, takes a stack trace of each, and one taken there spans the whole file).
queueMicrotask(() => setTimeout(() => start(container)));

function start(container: HTMLElement) {
  registerServiceWorker();
  // ADR 0601: a page the server drew is hydrated once its screen's chunk is here, so React adopts the HTML
  // instead of showing a fallback, and once its language (ADR 0603) is active, as the server drew it; an
  // empty shell (no server render, or one served offline) is drawn here.
  if (container.firstElementChild) {
    void Promise.all([
      Promise.resolve(loadScreenChunk(window.location.pathname)),
      firstLanguageSettled(document.documentElement.lang),
    ])
      .catch(() => undefined)
      // ADR 0605: a tap on a button not hydrated yet is kept by the boot script and pressed again once it is.
      .then(() => hydrateRoot(container, app()));
  } else {
    createRoot(container).render(app());
  }
}
