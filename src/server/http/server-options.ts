import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply } from 'fastify';
import { type ApiError, InvalidInputError } from '../../domain';
import { SECURITY_HEADERS } from './security';

/**
 * How long a client may take, so that connections trickling bytes (slowloris) or saying nothing are closed
 * within 30 s while customers on a weak signal still get through. Node enforces headers and request
 * timeouts on a timer (the checking interval), so a connection lives at most a timeout plus one interval.
 */
export type ServerTimeouts = {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body; it does not bound the answer (streams). */
  requestMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** A socket with no traffic either way; above the live board's 15 s heartbeat (live-hub.ts). */
  idleSocketMs: number;
  /** How often Node looks for requests over their headers and request timeouts. */
  checkIntervalMs: number;
  /** Then the connection is closed after its answer and the client opens another. */
  maxRequestsPerSocket: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  keepAliveMs: 10_000,
  idleSocketMs: 25_000,
  checkIntervalMs: 1_000,
  maxRequestsPerSocket: 1_000,
};

function errorBody(message: string): string {
  const body: ApiError = { error: { code: 'invalid_input', message } };
  return JSON.stringify(body);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Requests Node's parser refuses before Fastify sees them (malformed request lines or headers, oversized
 * headers, timeouts) are answered by hand: the same JSON error format and security headers as any other.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      message: 'The request is not valid.',
    };
    const body = errorBody(message);
    const headers = {
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
  }
  socket.destroy();
}

/**
 * Fastify's server options for timeouts, closing and errors outside routing. A URL that cannot be decoded
 * is the client's mistake: a 400 in our error format (Fastify's hooks do not run for it, so the headers
 * are set here).
 */
export function httpServerOptions(overrides: Partial<ServerTimeouts> = {}): FastifyHttpOptions<Server> {
  const timeouts = { ...SERVER_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    maxRequestsPerSocket: timeouts.maxRequestsPerSocket,
    http: {
      // Node would answer a missing Host with a bare 400 of its own; registerHostCheck refuses it instead.
      requireHostHeader: false,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
        .send(JSON.parse(errorBody('The URL is not valid.')));
    },
    // Idle keep-alive connections close at once; requests in flight finish (graceful-close.ts bounds them).
    forceCloseConnections: 'idle',
    // A request that reaches a draining server on an open keep-alive connection is answered, not refused.
    return503OnClosing: false,
  };
}

/** HTTP/1.1 requires a Host header: a request without one is refused in our format, with our headers. */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw new InvalidInputError([{ path: 'host', message: 'is required' }]);
    }
  });
}
