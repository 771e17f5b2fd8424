import { MISSING_ORDER_ARRIVAL_KEY, MISSING_ORDER_REDIRECTS } from '../features/order/step-paths';

/**
 * src/web/app/inline-boot.js as index.html carries it (ADR 0605): its comments dropped, its lines joined, the
 * entry script's address in place of __ENTRY__ and docs/customer-flow.md decision 14's redirects in place of __MISSING_ORDER__.
 * The build (vite.config.ts) uses this.
 */
export function bootScript(source: string, entry: string): string {
  const missing = JSON.stringify({ redirects: MISSING_ORDER_REDIRECTS, key: MISSING_ORDER_ARRIVAL_KEY });
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*/g, '')
    .replace('__ENTRY__', entry)
    .replace('__MISSING_ORDER__', missing);
}
