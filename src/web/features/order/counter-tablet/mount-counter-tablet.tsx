import { createRoot } from 'react-dom/client';
import CounterTabletMode from './counter-tablet-mode';

/**
 * docs/shop.md 15: counter mode's own React root, beside the app's (app/main.tsx imports this on a counter tablet
 * alone), so that the customer's entry carries none of it. Not under /shop, where the owner may set the
 * device up again.
 */
if (!window.location.pathname.startsWith('/shop')) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<CounterTabletMode />);
}
