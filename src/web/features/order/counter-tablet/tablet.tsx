import { createRoot } from 'react-dom/client';
import CounterTabletMode from './counter-tablet-mode';

/**
 * docs/shop.md 15: counter mode's own React root, beside the app's (load-counter-mode.ts imports this on a counter
 * tablet alone), so that the flow's screens carry none of it.
 */
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(<CounterTabletMode />);
