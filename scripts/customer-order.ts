/**
 * One customer's whole order over HTTP, as the benchmarks place it (create, animal, cuts, add-ons, read,
 * complete), each request timed from its send to its answer's last byte. Shared by the benchmarks that
 * measure the API budget's "20 concurrent customers" (docs/design.md 4): scripts/bench-api.ts and
 * scripts/bench-backup.ts.
 */
import http from 'node:http';

export const STEPS = ['create', 'animal', 'cuts', 'addons', 'get', 'complete'] as const;
export type Step = (typeof STEPS)[number];

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const DETAILS = { full_name: 'Bench Customer', email: 'bench@example.com', phone_number: '+1 555 010 0000' };
export const ANIMAL = { animal_type: 'Deer', gender: 'Buck', prep: ['Skinning', 'Caped'] };
export const CUTS = { cuts: ['Hind Quarters - Roast', 'Backstrap - Butterfly', 'Ground'] };
export const ADDONS = {
  addons: [
    { addon_name: 'Ground Sausage - Hot', quantity: 3 },
    { addon_name: 'Pickled Bites', quantity: 2 },
  ],
};

/**
 * A lean keep-alive client (node:http), so that the figures are the server's and not the cost of fetch,
 * which adds about 0.3 ms per request on this machine.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function call(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ ms: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${url}`,
      {
        method,
        agent,
        headers:
          payload === undefined
            ? headers
            : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`${method} ${url} -> ${status} ${text}`));
          else resolve({ ms, json: JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * One whole order; `thinkMs` > 0 pauses about that long between screens, as people do. `headers` go with
 * each request (e.g. an X-Forwarded-For of its own per order, as each order is another person's).
 */
export async function placeOrder(
  baseUrl: string,
  record: (step: Step, ms: number) => void,
  thinkMs = 0,
  headers: Record<string, string> = {},
): Promise<void> {
  const think = () =>
    thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : null;
  const created = await call(baseUrl, 'POST', '/api/orders', DETAILS, headers);
  record('create', created.ms);
  const id = (created.json as { order: { id: string } }).order.id;
  await think();
  record('animal', (await call(baseUrl, 'PUT', `/api/orders/${id}/animal`, ANIMAL, headers)).ms);
  await think();
  record('cuts', (await call(baseUrl, 'PUT', `/api/orders/${id}/cuts`, CUTS, headers)).ms);
  await think();
  record('addons', (await call(baseUrl, 'PUT', `/api/orders/${id}/addons`, ADDONS, headers)).ms);
  await think();
  record('get', (await call(baseUrl, 'GET', `/api/orders/${id}`, undefined, headers)).ms);
  await think();
  record('complete', (await call(baseUrl, 'POST', `/api/orders/${id}/complete`, undefined, headers)).ms);
}

let customers = 0;

/**
 * One whole order from an address of its own (X-Forwarded-For; the server runs with TRUST_PROXY=true), as each
 * order is another person's: the per-client limits (60 order reads a minute, COMPLETIONS_PER_HOUR) then count
 * as for real customers and refuse none of the benchmark's.
 */
export function placeNewCustomersOrder(
  baseUrl: string,
  record: (step: Step, ms: number) => void,
  thinkMs = 0,
): Promise<void> {
  customers += 1;
  const address = `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
  return placeOrder(baseUrl, record, thinkMs, { 'x-forwarded-for': address });
}
