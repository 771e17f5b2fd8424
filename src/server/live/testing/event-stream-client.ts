/** A block of the stream as a browser's EventSource would see it ('message' when no event is named). */
export type ReceivedEvent = { event: string; id: string | null; data: string; retry: number | null };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  /** Every block received so far that is not only a comment. */
  events: ReceivedEvent[];
  comments: string[];
  /** The next event (after those already taken) that matches, or an error after timeoutMs. */
  next(match?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
};

function parseBlock(block: string): { event: ReceivedEvent | null; comments: string[] } {
  const comments: string[] = [];
  const event: ReceivedEvent = { event: 'message', id: null, data: '', retry: null };
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields += 1;
    if (name === 'event') event.event = value;
    else if (name === 'id') event.id = value;
    else if (name === 'data') data.push(value);
    else if (name === 'retry') event.retry = Number(value);
  }
  event.data = data.join('\n');
  return { event: fields > 0 ? event : null, comments };
}

/**
 * Reads a server-sent event stream with fetch, as the tests' stand-in for the browser's EventSource.
 * There is no close: the server ends the stream (app close). Node's fetch (undici) answers a body cancelled
 * mid-stream by opening a fresh connection that never sends a request, and Node's server.close() waits for
 * such a connection until its headers timeout (60 s), which would hold up the app's close in every test.
 */
export async function connectEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers } });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          comments.push(...parsed.comments);
          if (parsed.event) events.push(parsed.event);
          wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // The connection failed or was cut.
    } finally {
      wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    next(match = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (taken < events.length) {
            const event = events[taken++];
            if (event && match(event)) {
              cleanup();
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms (received: ${JSON.stringify(events)})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
