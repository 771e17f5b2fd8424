/// <reference types="vite/client" />
/**
 * Registers the service worker that vite-plugin-pwa generates (ADR 0602), after the
 * page has loaded so it never competes with the first paint; only in a production build, where /sw.js
 * exists.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A refused registration (private mode, a policy) leaves the app working online as before.
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // The app's script is loaded after the first paint (ADR 0601), often after the page's load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
