/**
 * The board's live update (docs/shop.md 3: a new order appears within 2 seconds without a reload), measured
 * rather than asserted: a staff member's event stream stays open while customers submit orders through
 * the public API one after another; each figure is the time from a submit's request to its 'order' event
 * on the stream.
 */
const SUBMITS = 40;

type LiveFigures = { database: string; submits: number; median: number; p99: number; max: number };
const figures: LiveFigures[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function send(baseUrl: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function benchLiveBoard(options: { database: string; baseUrl: string; staffCookie: string }) {
  const { baseUrl } = options;
  const arrivals = new Map<string, number>();
  const abort = new AbortController();
  const stream = await fetch(`${baseUrl}/api/shop/events`, {
    headers: { cookie: options.staffCookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`the event stream answered ${stream.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.includes('event: order') && data) {
          const event = JSON.parse(data) as { order_number: string; kind: string };
          if (event.kind === 'submitted' && !arrivals.has(event.order_number))
            arrivals.set(event.order_number, performance.now());
        }
      }
    }
  })().catch(() => undefined);

  const sent = new Map<string, number>();
  for (let index = 0; index < SUBMITS; index += 1) {
    const created = (await send(baseUrl, 'POST', '/api/orders', {
      full_name: `Live Bench ${index}`,
      email: `live.bench.${index}@example.com`,
      phone_number: '+1 555 010 0199',
    })) as { order: { id: string } };
    const id = created.order.id;
    await send(baseUrl, 'PUT', `/api/orders/${id}/animal`, { animal_type: 'Deer', gender: 'Buck', prep: [] });
    await send(baseUrl, 'PUT', `/api/orders/${id}/cuts`, { cuts: ['Ground'] });
    const started = performance.now();
    const completed = (await send(baseUrl, 'POST', `/api/orders/${id}/complete`)) as {
      order: { order_number: string };
    };
    sent.set(completed.order.order_number, started);
  }
  const deadline = performance.now() + 10_000;
  while ([...sent.keys()].some((number) => !arrivals.has(number)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  abort.abort();
  await reading;
  const delays = [...sent].map(([number, at]) => (arrivals.get(number) ?? Infinity) - at);
  figures.push({
    database: options.database,
    submits: SUBMITS,
    median: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: Math.max(...delays),
  });
}

export function printLiveTable(): void {
  console.log('\n| database | live board: submit to event on the stream | median ms | p99 ms | max ms | budget |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const row of figures) {
    console.log(
      `| ${row.database} | ${row.submits} submits | ${row.median.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} | 2,000 ms |`,
    );
  }
}
