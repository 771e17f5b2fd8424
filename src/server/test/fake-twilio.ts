import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Twilio-compatible HTTP server that records the SMS it is asked to send:
 * POST /2010-04-01/Accounts/{Sid}/Messages.json (form-encoded To, From, Body; Basic auth) answers 201 with a
 * sid, GET /2010-04-01/Accounts/{Sid}.json answers the account, wrong credentials get Twilio's 401.
 * Sending to +15005550001 answers 400 (code 21211), as Twilio's test number does.
 * Sending from it answers 400 (code 21212, invalid 'From'), as Twilio does.
 * Its mode can be switched to answer 500 ('fail'), 429 ('throttle', code 20429), to drop connections
 * ('refuse'), or to take the message (recorded) and never answer ('hang').
 * Control endpoints for browser tests: GET /__fake/messages, DELETE /__fake/messages,
 * POST /__fake/mode?mode=ok|fail|refuse.
 */
export type ReceivedSms = { accountSid: string; to: string; from: string; body: string; sid: string };
export type FakeTwilioMode = 'ok' | 'fail' | 'refuse' | 'throttle' | 'hang';

export type FakeTwilio = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  messages: ReceivedSms[];
  /** Requests answered with a failure while not 'ok'. */
  failures: number;
  setMode(mode: FakeTwilioMode): void;
  /**
   * A slow provider: each send is answered (and only then taken, recorded and counted as sent) this many
   * ms after it arrived; a request whose client went away before that is dropped, never sent. 0: at once.
   */
  setDelay(ms: number): void;
  /** Send requests that arrived so far (answered or not). */
  requests: number;
  clear(): void;
  close(): Promise<void>;
};

/** As at Twilio (test credentials): sending to this number fails with 400, error 21211. */
export const INVALID_TO_NUMBER = '+15005550001';

const ACCOUNT_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/;
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeTwilio(
  options: { port?: number; accountSid?: string; authToken?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: ReceivedSms[] = [];
  const state = { mode: 'ok' as FakeTwilioMode, failures: 0, delayMs: 0, requests: 0 };

  const authorised = (request: IncomingMessage, sid: string): boolean => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, pass] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return user === accountSid && pass === authToken && sid === accountSid;
  };
  const unauthorised = (response: ServerResponse) =>
    sendJson(response, 401, {
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/__fake/messages') {
      if (request.method === 'DELETE') messages.length = 0;
      return sendJson(response, 200, messages);
    }
    if (url.pathname === '/__fake/mode' && request.method === 'POST') {
      state.mode = (url.searchParams.get('mode') as FakeTwilioMode | null) ?? 'ok';
      return sendJson(response, 200, { mode: state.mode });
    }
    if (state.mode === 'refuse') {
      state.failures++;
      request.socket.destroy();
      return;
    }
    if (state.mode === 'fail') {
      state.failures++;
      return sendJson(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
    }
    if (state.mode === 'throttle') {
      state.failures++;
      return sendJson(response, 429, { code: 20429, message: 'Too Many Requests', status: 429 });
    }

    const account = ACCOUNT_PATH.exec(url.pathname);
    if (account && request.method === 'GET') {
      const sid = decodeURIComponent(account[1] ?? '');
      if (!authorised(request, sid)) return unauthorised(response);
      return sendJson(response, 200, { sid, friendly_name: 'Fake Twilio account', status: 'active', type: 'Full' });
    }

    const send = MESSAGES_PATH.exec(url.pathname);
    if (send && request.method === 'POST') {
      const sid = decodeURIComponent(send[1] ?? '');
      const form = new URLSearchParams(await readBody(request));
      if (!authorised(request, sid)) return unauthorised(response);
      state.requests++;
      if (state.delayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (request.socket.destroyed) return;
      }
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!to || !from || !body) {
        return sendJson(response, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      }
      if (from === INVALID_TO_NUMBER) {
        return sendJson(response, 400, {
          code: 21212,
          message: `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
          status: 400,
        });
      }
      // Twilio's own magic test number for an invalid 'To'.
      if (to === INVALID_TO_NUMBER) {
        return sendJson(response, 400, {
          code: 21211,
          message: "The 'To' number +15005550001 is not a valid phone number.",
          status: 400,
        });
      }
      const message = { accountSid: sid, to, from, body, sid: `SM${randomBytes(16).toString('hex')}` };
      messages.push(message);
      // Taken, and the answer never comes: the client cannot tell whether it went out.
      if (state.mode === 'hang') return;
      return sendJson(response, 201, {
        sid: message.sid,
        account_sid: sid,
        to,
        from,
        body,
        status: 'queued',
        num_segments: '1',
      });
    }
    return sendJson(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  };
  const server = createServer((request, response) => void handle(request, response));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    get failures() {
      return state.failures;
    },
    setMode(mode: FakeTwilioMode) {
      state.mode = mode;
    },
    setDelay(ms: number) {
      state.delayMs = ms;
    },
    get requests() {
      return state.requests;
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
