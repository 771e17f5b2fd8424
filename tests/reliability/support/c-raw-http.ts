import net from 'node:net';

/** A request as bytes on the wire: anything goes, including what no HTTP client would send. */
export type RawRequest = { method: string; target: string; headers: [string, string][]; body: Buffer };

export type RawAnswer =
  | { kind: 'answer'; status: number; headers: Map<string, string[]>; body: string }
  | { kind: 'no-answer'; reason: string };

/** The head as latin1 (a header may hold any byte), then the body as it is. */
export function encodeRequest(request: RawRequest): Buffer {
  const head =
    `${request.method} ${request.target} HTTP/1.1\r\n` +
    request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    '\r\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), request.body]);
}

function parseAnswer(bytes: Buffer): RawAnswer {
  let text = bytes.toString('latin1');
  // An interim answer (100 Continue to `Expect: 100-continue`) comes before the real one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(text) && text.includes('\r\n\r\n')) {
    const cut = text.indexOf('\r\n\r\n') + 4;
    text = text.slice(cut);
    bytes = bytes.subarray(cut);
  }
  const end = text.indexOf('\r\n\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match || end === -1) return { kind: 'no-answer', reason: `unparsable: ${JSON.stringify(text.slice(0, 80))}` };
  const headers = new Map<string, string[]>();
  for (const line of text.slice(0, end).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { kind: 'answer', status: Number(match[1]), headers, body: bytes.subarray(end + 4).toString('utf8') };
}

/**
 * One request on its own connection (`Connection: close` is added), read until the server closes it.
 * Only the first answer counts: bytes after it (a second answer to smuggled bytes) are ignored.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(encodeRequest({ ...request, headers: [...request.headers, ['Connection', 'close']] }));
    });
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (reason: string) => {
      clearTimeout(timer);
      const bytes = Buffer.concat(chunks);
      resolve(bytes.length > 0 ? parseAnswer(bytes) : { kind: 'no-answer', reason });
    };
    socket.on('error', (error) => finish(error.message));
    socket.on('close', () => finish('closed without an answer'));
  });
}
