import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PriceList } from '../../domain';
import type { FullToday } from '../../domain/shop';
import { type Language, pickLanguage } from '../../domain/language';
import { LanguageSchema } from '../../domain/schemas';
import { customerPagePath } from '../../domain/page-paths';
import type { OrderStatusPage } from '../../domain/status-page';
import { DrawnPage, createPageCache } from './page-cache';

/**
 * ADR 0601: the customer screens' first paint as HTML. The web build writes a render module next to the
 * SPA (dist/web-ssr beside dist/web); the server loads it by path (the server never imports src/web) and
 * puts its HTML inside index.html's #root, with the price list it rendered with as a JSON data block.
 */
export type DrawnStatus = { token: string; order: OrderStatusPage };
/** docs/shop.md 10, 'We're full today': a full today, and the next day with a spot when one is known. */
export type DrawnFullToday = { next_open_day: string | null };
export type RenderInput = {
  prices: PriceList;
  language: Language;
  status?: DrawnStatus;
  shopName?: string;
  fullToday?: DrawnFullToday;
};
export type RenderModule = {
  render: (url: string, input: RenderInput) => Promise<{ html: string; head: string }>;
};

export const RENDER_MODULE_PATH = path.join('..', 'web-ssr', 'entry-server.js');
/** The id the web app reads the list from (src/web/lib/price-list.ts, PRICE_LIST_DATA_ID). */
export const PRICE_LIST_DATA_ID = 'price-list-data';
/** The id the status page reads the order it was drawn with from (src/web/features/status/drawn-status.ts). */
export const STATUS_DATA_ID = 'status-data';

/** The render module built beside `webDir`, or null when there is none (the plain SPA shell is served). */
export async function loadRenderModule(webDir: string): Promise<RenderModule | null> {
  const file = path.resolve(webDir, RENDER_MODULE_PATH);
  if (!fs.existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<RenderModule>;
  return typeof loaded.render === 'function' ? (loaded as RenderModule) : null;
}

/** The pages drawn on the server: the customer's, and the 404 page; /shop stays a client app (and /api, /assets are not pages). */
export function isServerRenderedPath(pathname: string): boolean {
  if (pathname === '/shop' || pathname.startsWith('/shop/')) return false;
  return pathname !== '/test-notifications';
}

/** The head tag the web app reads the shop's name from (src/web/lib/shop-name.ts, SHOP_NAME_META). */
export const SHOP_NAME_META = 'shop-name';
/**
 * The head tag that says today is full (src/web/features/landing/full-today.ts, FULL_TODAY_META): its content
 * is the next open day, or empty when none is known. No tag: today is not full.
 */
export const FULL_TODAY_META = 'full-today';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with the rendered frame in #root, the screen's head tags, and the list as a data block. */
export function fillShell(
  shell: string,
  rendered: { html: string; head: string },
  { prices, language = 'en', status, shopName = '', fullToday }: RenderInput,
): string {
  const statusData = status
    ? `<script type="application/json" id="${STATUS_DATA_ID}">${scriptSafeJson(status)}</script>`
    : '';
  const data = `<script type="application/json" id="${PRICE_LIST_DATA_ID}">${scriptSafeJson(prices)}</script>${statusData}`;
  const withTitle = rendered.head.includes('<title>') ? shell.replace(/<title>[^<]*<\/title>/, '') : shell;
  const nameTag = shopName ? `<meta name="${SHOP_NAME_META}" content="${escapeAttribute(shopName)}">` : '';
  const fullTag = fullToday
    ? `<meta name="${FULL_TODAY_META}" content="${escapeAttribute(fullToday.next_open_day ?? '')}">`
    : '';
  return withTitle
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', () => `${rendered.head}${nameTag}${fullTag}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${data}`);
}

/**
 * Where every address that names no page is drawn: the web app routes it, as any unknown address, to its 404
 * page ('*' in src/web/app/router.tsx), which shows nothing of the address, so all of them share one drawing.
 */
export const NOT_FOUND_DRAWN_AT = '/404';

/** The token of a /status/<token> address, or null. */
function statusTokenOf(pathname: string): string | null {
  const raw = /^\/status\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The order behind a status link, as GET /api/status/<token> answers it (counted against the same per-client
 * limit); null when there is none to draw (unknown, refused, failed): the page then draws its loading frame
 * and asks, and says what the API says.
 */
export type ReadStatus = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) => Promise<OrderStatusPage | null>;

export function createPageRenderer(
  shell: string,
  module: RenderModule,
  readPrices: () => Promise<PriceList>,
  readStatus?: ReadStatus,
  /** The shop's name from the settings (docs/customer-flow.md 2): the pages' header and titles. */
  readShopName: () => Promise<string> = async () => '',
  /** docs/shop.md 10, 'We're full today': whether today is full (the landing page says so). */
  readFullToday: () => Promise<FullToday | null> = async () => null,
) {
  // Pages are kept per generation (price-list version, shop name, full today), language and page: the render
  // depends on nothing else (no order), so every customer gets the same bytes until one of those changes.
  const pageFor = createPageCache();
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const [prices, shopName, today] = await Promise.all([readPrices(), readShopName(), readFullToday()]);
    const fullToday = today?.full ? { next_open_day: today.next_open_day } : undefined;
    const language = requestLanguage(request);
    const token = statusTokenOf(pathname);
    const order = token !== null && readStatus ? await readStatus(request, reply, token) : null;
    let page: DrawnPage;
    if (token !== null && order) {
      // One customer's order: drawn for this answer only, never kept, by us or on the way.
      const input = { prices, language, status: { token, order }, shopName, fullToday };
      page = new DrawnPage(fillShell(shell, await module.render(pathname, input), input));
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    } else {
      // Every status link without its order draws the same loading frame, and every address that names no
      // page the same 404 page: one drawing each, whatever the address.
      const known = token !== null ? pathname : customerPagePath(pathname);
      const drawnAt = known ?? NOT_FOUND_DRAWN_AT;
      const full = fullToday ? `full ${fullToday.next_open_day ?? ''}` : '';
      page = await pageFor(
        `${prices.version}:${shopName}:${full}`,
        `${language}:${token !== null ? '/status/' : drawnAt}`,
        async () => {
          const input = { prices, language, shopName, fullToday };
          return new DrawnPage(fillShell(shell, await module.render(drawnAt, input), input));
        },
      );
      // docs/customer-flow.md 2: 'anything else' is the 404 page, and says so to browsers and search engines.
      if (known === null) void reply.status(404);
      void reply.header('cache-control', 'no-cache');
    }
    void reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // Compressed once per kept page: on a weak signal the inlined stylesheet is most of the bytes.
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await page.brotli());
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await page.gzip());
    return reply.send(page.html);
  };
}

/**
 * The language the app will choose in this browser (ADR 0603): the customer's remembered choice (the
 * `lang` cookie), else the first of the browser's languages we have, so the page hydrates in it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const remembered = /(?:^|;\s*)lang=([^;]*)/.exec(String(request.headers.cookie ?? ''))?.[1];
  const parsed = LanguageSchema.safeParse(remembered);
  if (parsed.success) return parsed.data;
  const preferred = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return pickLanguage(preferred);
}
