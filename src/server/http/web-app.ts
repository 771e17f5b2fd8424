import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../domain';

/** The built SPA: next to the bundle (dist/server -> dist/web) or under the working directory. */
export function findWebDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../web'), path.resolve(process.cwd(), 'dist/web')];
  return candidates.find((candidate) => fs.existsSync(path.join(candidate, 'index.html'))) ?? null;
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game meat orders</title></head>
<body><main><h1>Game meat orders</h1><p>The API is running. The web app has not been built yet: run <code>npm run build</code>.</p></main></body></html>`;

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Hashed assets are cached for a year; index.html is revalidated so a deploy shows at once.
 * Every other GET outside /api answers index.html: the client router draws its screens and its 404 page.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
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

  if (!webDir) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url)) throw new NotFoundError('No such API endpoint.');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new NotFoundError('Not found.');
    // SHOP.md 4: a customer's status page is one order, reached by its link; search engines keep out.
    if (request.url.startsWith('/status/')) void reply.header('x-robots-tag', 'noindex');
    return sendIndex(reply);
  });
}
