import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../../domain/language';
import type { PriceList } from '../../domain/price-list';
import { primeFullToday } from '../features/landing/full-today';
import { type DrawnStatus, setDrawnStatus } from '../features/status/drawn-status';
import { primePriceList } from '../lib/price-list';
import { primeShopName } from '../lib/shop-name';
import { messages as spanish } from '../locales/es/messages.po';
import { AppRoutes } from './router';
// Imported after the router, which sets Lingui up (English from the source texts) through i18n/language.ts.
i18n.load('es', spanish);

/** status: the order of a /status/<token> page, drawn into it (the server reads it by the link's token). */
export type RenderInput = {
  prices: PriceList;
  language: Language;
  status?: DrawnStatus;
  shopName?: string;
  /** docs/shop.md 10, 'We're full today': today is full (the next open day, or null when none is known). */
  fullToday?: { next_open_day: string | null };
};
/**
 * The frame for #root, and what the screen puts in the document's head (its <title>, the status page's robots
 * <meta>): React 19 writes such elements first when it renders less than a whole document.
 */
export type RenderOutput = { html: string; head: string };

const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)+/;

/**
 * A customer screen's first paint as HTML (ADR 0601): what the app renders before any of its requests
 * answer, with the current price list. `prerender` waits for the screen's lazy chunk, so the page carries
 * the screen itself, not the Suspense fallback. The screen is drawn in `language`, which the server reads from the `lang` cookie or the browser's
 * Accept-Language, as the app itself chooses (ADR 0603).
 */
export function render(url: string, input: RenderInput): Promise<RenderOutput> {
  // The texts come from Lingui's one global instance, so renders take turns: each activates its language
  // and keeps it until its screen is drawn (pages are cached per language, so turns are rare).
  const turn = queue.then(() => renderNow(url, input));
  queue = turn.catch(() => undefined);
  return turn;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(
  url: string,
  { prices, language, status, shopName = '', fullToday }: RenderInput,
): Promise<RenderOutput> {
  i18n.activate(language);
  primePriceList(prices);
  primeShopName(shopName);
  primeFullToday(fullToday ?? null);
  setDrawnStatus(status ?? null);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  ).finally(() => setDrawnStatus(null));
  const html = await new Response(prelude).text();
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { html: html.slice(head.length), head };
}
