import type { OrderStatusPage } from '../../../domain/status-page';

/**
 * The order a status page was drawn with on the server (ADR 0601): the server renders /status/<token> with
 * its order already in it and puts that order in the page as a JSON data block (this id; the server's
 * STATUS_DATA_ID in src/server/http/server-render.ts), so the page shows the order at first paint and the
 * app hydrates over it without asking again. On the server, entry-server.tsx sets it for one render.
 */
export const STATUS_DATA_ID = 'status-data';

export type DrawnStatus = { token: string; order: OrderStatusPage };

let drawn: DrawnStatus | null | undefined;

/** Set by the server render around one page; null after it. */
export function setDrawnStatus(value: DrawnStatus | null): void {
  drawn = value;
}

function readDataBlock(): DrawnStatus | null {
  if (typeof document === 'undefined') return null;
  try {
    const block = document.getElementById(STATUS_DATA_ID)?.textContent;
    const parsed = block ? (JSON.parse(block) as Partial<DrawnStatus>) : null;
    return typeof parsed?.token === 'string' && parsed.order ? (parsed as DrawnStatus) : null;
  } catch {
    return null;
  }
}

/** The order this page was drawn with when it is the one for `token`, else null (the page then asks). */
export function drawnStatusFor(token: string): OrderStatusPage | null {
  if (drawn === undefined) drawn = readDataBlock();
  return drawn?.token === token ? drawn.order : null;
}
