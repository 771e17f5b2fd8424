import type { FastifyInstance } from 'fastify';
import { isApiPath, normalisedPath } from './request-path';

/** No inline scripts; inline styles are allowed because the toast library injects its own. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker (issue #14) is the app's own file; said outright rather than left to script-src.
  "worker-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** On every answer, error pages included; answers written outside Fastify's hooks use them too (app.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Headers on every answer; API answers are never cached (orders hold personal data). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    // Decided on the path the router matched (`/%61pi/…` is the API too). A route may say otherwise: the
    // catalogue holds no personal data and is revalidated by its ETag.
    if (isApiPath(normalisedPath(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
