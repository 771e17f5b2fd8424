/// <reference types="vite/client" />
/**
 * Registers the service worker that vite-plugin-pwa generates (issue #14, docs/decisions/0602), after the
 * page has loaded so it never competes with the first paint. Registered here rather than by an inline
 * script, which the CSP forbids; only in a production build, where /sw.js exists.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A refused registration (private mode, a policy) leaves the app working online as before.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
