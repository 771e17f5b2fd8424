import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../domain';
import type { Database } from '../db/client';
import { readCurrentPrices } from '../prices/price-list-cache';
import { STATUS_READS_LIMIT } from '../status/routes';
import type { MemoCache, ShopInfoCache } from '../settings/shop-info-cache';
import type { FullToday } from '../../domain/shop';
import { getOrderStatus } from '../status/get-order-status';
import { isApiPath, normalisedPath } from '../http/request-path';
import { inlineScriptHashes } from '../http/security';
import { type ReadStatus, createPageRenderer, isServerRenderedPath, loadRenderModule } from '../http/server-render';

/** The built SPA: next to the bundle (dist/server -> dist/web) or under the working directory. */
export function findWebDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../web'), path.resolve(process.cwd(), 'dist/web')];
  return candidates.find((candidate) => fs.existsSync(path.join(candidate, 'index.html'))) ?? null;
}

/** The hashes of the built index.html's inline scripts, which the pages' CSP allows (security.ts). */
export function pageScriptHashesOf(webDir: string | null): string[] {
  const index = webDir ? path.join(webDir, 'index.html') : null;
  return index && fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game meat orders</title></head>
<body><main><h1>Game meat orders</h1><p>The API is running. The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods the router serves at this URL (none: the path is unknown). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? '';
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Hashed assets are cached for a year; index.html is revalidated so a deploy shows at once.
 * Every other GET outside /api and /assets answers index.html: the client router draws its screens and its
 * 404 page (drawn by the server as well, with status 404: server-render.ts). A known path asked with another
 * method gets 405 and `Allow`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | null,
  db: Database,
  shopInfo: ShopInfoCache,
  /**
   * docs/shop.md 10, 'We're full today': 'We're full for today.' on the landing page (GET /api/full-today's answer).
   */
  fullToday?: MemoCache<FullToday>,
): Promise<void> {
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside every text asset: a phone on a weak rural signal gets ~70 KB, not ~260 KB.
      preCompressed: true,
      // Our own cache rules below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDir, filePath);
        // Caches must keep the compressed and plain copies apart.
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (webDir) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PLACEHOLDER);
  };

  // A status page is drawn with its order: the same read as GET /api/status/<token>, under the same limit.
  const countStatusRead = app.limits.perClient(STATUS_READS_LIMIT);
  const readStatusForPage: ReadStatus = async (request, reply, token) => {
    try {
      await countStatusRead.call(app, request, reply);
      return await getOrderStatus(db, token);
    } catch {
      return null;
    }
  };

  // ADR 0601: with the web build's render module, customer pages arrive with their frame drawn.
  const renderModule = webDir ? await loadRenderModule(webDir) : null;
  const sendPage =
    webDir && renderModule
      ? createPageRenderer(
          fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'),
          renderModule,
          () => readCurrentPrices(db),
          readStatusForPage,
          // The pages' header and titles name the shop (docs/customer-flow.md 2), as GET /api/shop-info answers it.
          async () => (await shopInfo.get()).shop_name,
          async () => (fullToday ? fullToday.get() : null),
        )
      : null;
  const sendScreen = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!sendPage || request.method !== 'GET' || !isServerRenderedPath(pathname)) return sendIndex(reply);
    try {
      return await sendPage(request, reply, pathname);
    } catch (error) {
      // The plain shell still works: the app draws the screen in the browser.
      request.log.error({ err: error }, 'server render failed');
      return sendIndex(reply);
    }
  };

  if (!webDir) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ error: { code: 'method_not_allowed', message: `This address does not accept ${request.method}.` } });
    }
    const path = normalisedPath(request.url);
    if (isApiPath(path)) throw new NotFoundError('No such API endpoint.');
    // A missing script or style must not be answered with the page: browsers would run or cache HTML as it.
    if (path.startsWith('/assets/')) throw new NotFoundError('No such file.');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new NotFoundError('Not found.');
    // docs/shop.md 4: a customer's status page is one order, reached by its link; search engines keep out.
    if (path.startsWith('/status/')) void reply.header('x-robots-tag', 'noindex');
    return sendScreen(request, reply, path);
  });
}
