/**
 * Customers placing orders through the public API as phones would (details, animal, cuts, complete), each
 * starting over after a failure. Every answer is recorded with the phase of the test it was sent in, and the
 * ids of orders whose complete got 200 (acknowledged: they must never be lost).
 */
export type Answer = {
  phase: string;
  method: string;
  step: string;
  /** 0 when the request itself failed (no HTTP answer). */
  status: number;
  retryAfter: string | null;
  /** The error code of a JSON error answer, or null. */
  code: string | null;
  json: boolean;
  sentAt: number;
};

export type Traffic = {
  answers: Answer[];
  acknowledged: string[];
  setPhase(phase: string): void;
  stop(): Promise<void>;
};

type Step = { name: string; method: string; path: (id: string) => string; body: unknown };

const STEPS: Step[] = [
  {
    name: 'animal',
    method: 'PUT',
    path: (id) => `/api/orders/${id}/animal`,
    body: { animal_type: 'Deer', gender: 'Buck', prep: [] },
  },
  { name: 'cuts', method: 'PUT', path: (id) => `/api/orders/${id}/cuts`, body: { cuts: ['Ground'] } },
  { name: 'complete', method: 'POST', path: (id) => `/api/orders/${id}/complete`, body: undefined },
];

/** A failed customer waits this long before starting over; short, to count the answers of an outage. */
const PAUSE_AFTER_FAILURE_MS = 100;

export function startCustomerTraffic(baseUrl: string, customers: number): Traffic {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let phase = 'before';
  let stopping = false;

  async function send(
    step: string,
    method: string,
    url: string,
    body: unknown,
  ): Promise<{ ok: boolean; data: unknown }> {
    const sentAt = Date.now();
    const sentIn = phase;
    try {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let data: unknown = null;
      let json = false;
      try {
        data = JSON.parse(text);
        json = true;
      } catch {
        json = false;
      }
      const code = (data as { error?: { code?: unknown } } | null)?.error?.code;
      answers.push({
        phase: sentIn,
        method,
        step,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        code: typeof code === 'string' ? code : null,
        json,
        sentAt,
      });
      return { ok: response.ok, data };
    } catch {
      answers.push({ phase: sentIn, method, step, status: 0, retryAfter: null, code: null, json: false, sentAt });
      return { ok: false, data: null };
    }
  }

  async function customer(index: number): Promise<void> {
    while (!stopping) {
      const details = {
        full_name: `Traffic Customer ${index}`,
        email: `customer${index}@example.com`,
        phone_number: '+1 555 010 9999',
      };
      const created = await send('create', 'POST', '/api/orders', details);
      const id = (created.data as { order?: { id?: string } } | null)?.order?.id;
      let done = created.ok && typeof id === 'string';
      for (const step of STEPS) {
        if (!done || stopping || !id) break;
        const answer = await send(step.name, step.method, step.path(id), step.body);
        done = answer.ok;
        if (answer.ok && step.name === 'complete') acknowledged.push(id);
      }
      if (!done) await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS));
    }
  }

  const running = Array.from({ length: customers }, (_, index) => customer(index));
  return {
    answers,
    acknowledged,
    setPhase: (next) => (phase = next),
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** Counts by status ('0' for no answer) of the answers sent in one phase. */
export function countByStatus(answers: Answer[], phase: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers.filter((each) => each.phase === phase)) {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  }
  return counts;
}
