import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../domain/language';
import type { PriceList } from '../domain/price-list';
import { primePriceList } from './lib/price-list';
import { AppRoutes } from './router';

export type RenderInput = { prices: PriceList; language: Language };
/**
 * The frame for #root, and what the screen puts in the document's head (its <title>, the status page's robots
 * <meta>): React 19 writes such elements first when it renders less than a whole document.
 */
export type RenderOutput = { html: string; head: string };

const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)+/;

/**
 * A customer screen's first paint as HTML (ADR 0601): what the app renders before any of its requests
 * answer, with the current price list. `prerender` waits for the screen's lazy chunk, so the page carries
 * the screen itself, not the Suspense fallback. `language` is for the translated screens (issue #14 part 3).
 */
export async function render(url: string, { prices }: RenderInput): Promise<RenderOutput> {
  primePriceList(prices);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { html: html.slice(head.length), head };
}
