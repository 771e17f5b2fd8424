import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../src/domain';
import { isApiPath, normalisedPath } from '../../src/server/http/request-path';
import { type PgliteServer, placeCompletedOrder, sendJson, startPgliteServer } from './support/c-http-client';
import { fuzzRequests } from './support/c-fuzz-requests';
import { type RawAnswer, type RawRequest, sendRaw } from './support/c-raw-http';

/**
 * docs/operations.md, 'Hostile input and edges': 10,000 random and malformed requests (methods, encoded paths, odd and
 * huge headers, bodies nested deep, huge, of wrong types, with invalid UTF-8, NUL and __proto__ keys) against every
 * route of a real server process: no 5xx, every answer carries the security headers and every error our JSON shape,
 * and the server serves a real order afterwards. The seed is fixed, so a failure replays.
 */
const SEED = 1313;
const REQUESTS = 10_000;
const CONCURRENCY = 6;

let server: PgliteServer;
const knownIds: string[] = [];
beforeAll(async () => {
  // Completions the fuzz makes must not use up the real customer's hourly allowance afterwards.
  server = await startPgliteServer({
    COMPLETIONS_PER_HOUR: '1000000',
    DRAFTS_PER_HOUR: '1000000',
    DRAFT_WRITES_PER_HOUR: '1000000',
  });
  knownIds.push(await placeCompletedOrder(server.baseUrl));
  const open = await sendJson(server.baseUrl, 'POST', '/api/orders', {
    full_name: 'Fuzz Target',
    email: 'fuzz@example.com',
    phone_number: '+1 555 010 0000',
  });
  knownIds.push((open.body as { order: { id: string } }).order.id);
});
afterAll(() => server?.cleanup());

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

function problemWith(request: RawRequest, answer: RawAnswer): string | null {
  if (answer.kind === 'no-answer') return answer.reason;
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  const missing = SECURITY_HEADERS.filter((name) => !answer.headers.has(name));
  if (missing.length > 0) return `status ${answer.status} without ${missing.join(', ')}`;
  // API answers (however the path is spelled) are never cached by default: they hold personal data.
  if (isApiPath(normalisedPath(request.target)) && !answer.headers.has('cache-control')) {
    return `API answer ${answer.status} without cache-control`;
  }
  // An address outside /api that names no page answers the 404 page (ADR 0601); every other refusal is the JSON error.
  const notFoundPage =
    answer.status === 404 &&
    !request.target.startsWith('/api') &&
    (answer.headers.get('content-type')?.[0] ?? '').startsWith('text/html');
  if (answer.status >= 400 && request.method !== 'HEAD' && !notFoundPage) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = null;
    }
    if (!ApiErrorSchema.safeParse(parsed).success) return `status ${answer.status} body ${answer.body.slice(0, 120)}`;
  }
  return null;
}

const describeRequest = (request: RawRequest) =>
  JSON.stringify({
    method: request.method,
    target: request.target.slice(0, 120),
    headers: request.headers.map(([name, value]) => `${name}: ${value.slice(0, 40)}`),
    body: request.body.subarray(0, 80).toString('latin1'),
  });

describe('fuzz', () => {
  it(`answers ${REQUESTS.toLocaleString('en')} random and malformed requests without a 5xx`, async () => {
    const requests = fc.sample(fuzzRequests(knownIds), { seed: SEED, numRuns: REQUESTS });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const kinds = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as RawRequest;
        const answer = await sendRaw(server.port, request);
        if (answer.kind === 'answer') statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemWith(request, answer);
        if (problem) {
          failures.push(`${problem} <- ${describeRequest(request)}`);
          kinds.set(problem.slice(0, 60), (kinds.get(problem.slice(0, 60)) ?? 0) + 1);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.info(
      `fuzz: ${REQUESTS} requests in ${((performance.now() - started) / 1000).toFixed(1)} s; statuses`,
      JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))),
    );

    if (failures.length > 0) console.info('fuzz failures by kind', JSON.stringify(Object.fromEntries(kinds)));
    expect(failures.slice(0, 15), `${failures.length} failures`).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await sendJson(server.baseUrl, 'GET', '/api/health')).status).toBe(200);
    await placeCompletedOrder(server.baseUrl);
  });
});
