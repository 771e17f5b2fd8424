import { useEffect, useSyncExternalStore } from 'react';
import type { CatalogueAnswer } from '../../domain/catalogue-answer';
import type { PriceList } from '../../domain/price-list';

/**
 * The current price list for the customer's screens (docs/shop.md 5): GET /api/catalogue, asked once per page
 * load (the landing page starts it, so the later steps find it ready) and kept in memory. The list and its
 * ETag are also kept in sessionStorage, so a reload of a step revalidates with If-None-Match and a 304
 * costs no body.
 */
/**
 * API_PATHS.catalogue, written out: importing the route table would put all of it in the entry chunk that every
 * customer downloads (price-list.test.tsx holds the two together), as the landing page does with the shop's.
 */
export const CATALOGUE_URL = '/api/catalogue';

export type PriceListState = { status: 'loading' } | { status: 'ready'; prices: PriceList } | { status: 'failed' };

const STORAGE_KEY = 'priceList';

/** The id of the JSON data block in which the server-rendered page carries the list it rendered with. */
export const PRICE_LIST_DATA_ID = 'price-list-data';

/**
 * The list the server rendered the page with (ADR 0601), so the first render here draws exactly the same
 * catalogue and prices as the HTML, with no request; null without such a block (the plain shell).
 */
function readEmbedded(): PriceList | null {
  if (typeof document === 'undefined') return null;
  try {
    const value = JSON.parse(document.getElementById(PRICE_LIST_DATA_ID)?.textContent ?? 'null') as unknown;
    return isPriceList(value) ? value : null;
  } catch {
    return null;
  }
}

const embedded = readEmbedded();
let state: PriceListState = embedded ? { status: 'ready', prices: embedded } : { status: 'loading' };
let pending: Promise<void> | null = embedded ? Promise.resolve() : null;
const listeners = new Set<() => void>();

function setState(next: PriceListState) {
  state = next;
  for (const listener of listeners) listener();
}

type Stored = { etag: string; prices: PriceList };

function readStored(): Stored | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return typeof stored?.etag === 'string' && isPriceList(stored.prices)
      ? { etag: stored.etag, prices: stored.prices }
      : null;
  } catch {
    return null;
  }
}

function writeStored(stored: Stored) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused (private mode): the list in memory is enough for this page.
  }
}

/** Enough of the shape to price with; the server's own answer, so no schema library in this bundle. */
function isPriceList(value: unknown): value is PriceList {
  const list = value as Partial<PriceList> | null;
  return (
    typeof list?.version === 'number' &&
    typeof list.deerProcessingCents === 'number' &&
    typeof list.hogUnder200Cents === 'number' &&
    typeof list.hogPerPoundCents === 'number' &&
    Array.isArray(list.prep) &&
    Array.isArray(list.addons)
  );
}

async function fetchPriceList(): Promise<PriceList> {
  const stored = readStored();
  let response: Response;
  try {
    response = await fetch(CATALOGUE_URL, {
      headers: stored ? { accept: 'application/json', 'if-none-match': stored.etag } : { accept: 'application/json' },
      // Our own revalidation: the browser's cache would answer 200 from its copy and hide the 304.
      cache: 'no-store',
    });
  } catch (error) {
    // No signal (ADR 0602): the list this tab last had prices the saved selections; a submit at a version
    // that is no longer current is refused by the server (409) and the review reloads.
    if (stored) return stored.prices;
    throw error;
  }
  if (response.status === 304 && stored) return stored.prices;
  if (!response.ok) throw new Error(`GET ${CATALOGUE_URL} answered ${response.status}`);
  const answer = (await response.json()) as Partial<CatalogueAnswer> | null;
  if (!isPriceList(answer?.prices)) throw new Error('Unexpected catalogue answer.');
  const etag = response.headers.get('etag');
  if (etag) writeStored({ etag, prices: answer.prices });
  return answer.prices;
}

function load(): Promise<void> {
  pending ??= fetchPriceList().then(
    (prices) => setState({ status: 'ready', prices }),
    () => {
      pending = null;
      setState({ status: 'failed' });
    },
  );
  return pending;
}

/** Starts the one request of this page load, if not started yet (safe to call from any screen). */
export function startPriceListLoad(): Promise<void> {
  return load();
}

/** Asks again: after a failure (Try again) or when the server said the prices changed (409 at submit). */
export function reloadPriceList(): Promise<void> {
  pending = null;
  if (state.status === 'failed') setState({ status: 'loading' });
  return load();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The list as it is now, or null while it loads (what catalogue-texts.ts reads the owner's Spanish names from). */
export const currentPriceList = (): PriceList | null => (state.status === 'ready' ? state.prices : null);

/** The list every customer screen prices and lists with; the screen shows its loading state until 'ready'. */
export function usePriceList(): PriceListState & { retry: () => void } {
  const current = useSyncExternalStore(subscribe, getState, getState);
  useEffect(() => {
    void load();
  }, []);
  return { ...current, retry: () => void reloadPriceList() };
}

/** The server's render (entry-server.tsx): the screens draw with this list, as the page's data block will carry it. */
export function primePriceList(prices: PriceList): void {
  pending = Promise.resolve();
  state = { status: 'ready', prices };
}

/** For tests: forget the list of this page load. */
export function resetPriceListForTests() {
  pending = null;
  state = { status: 'loading' };
}
