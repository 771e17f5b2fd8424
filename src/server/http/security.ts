import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isApiPath, normalisedPath } from './request-path';

/**
 * No inline scripts but those named by their hash (the page's own, see inlineScriptHashes); inline styles
 * are allowed because the toast library injects its own.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (ADR 0602) is the app's own file; said outright rather than left to script-src.
    "worker-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The hashes of the page's inline scripts (`<script>` with no attribute: the loader the web build writes
 * into index.html, ADR 0601), for the pages' CSP; data blocks (`type="application/json"`) are not scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}`,
  );
}

/** On every answer, error pages included; answers written outside Fastify's hooks use them too (app.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** docs/api.md, 'Everything else': a year of HTTPS only, subdomains too, once the shop is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer; API answers are never cached (orders hold personal data). Pages (HTML) may run
 * the inline scripts whose hashes are given, and no other. With an https PUBLIC_URL (`https`), browsers are
 * told to come back over HTTPS only (HSTS); over plain HTTP the header would be ignored, and would pin a
 * local install to a protocol it does not serve.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { pageScriptHashes = [], https = false }: { pageScriptHashes?: readonly string[]; https?: boolean } = {},
): void {
  const pagePolicy = contentSecurityPolicy(pageScriptHashes);
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy);
    }
    // Decided on the path the router matched (`/%61pi/…` is the API too). A route may say otherwise: the
    // catalogue holds no personal data and is revalidated by its ETag.
    if (isApiPath(normalisedPath(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
