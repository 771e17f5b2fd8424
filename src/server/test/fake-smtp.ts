import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

/**
 * A real SMTP server on 127.0.0.1 that records every message it accepts, so that tests read the emails
 * the app sent. It can be switched "down" (every connection refused with a 421) to simulate an outage.
 * Recipients @rejected.example.com are refused with 550. With a control port, the recorded messages
 * are also served as JSON for browser tests:
 * GET /messages, DELETE /messages, POST /down, POST /up.
 */
/** Recipients at this domain are refused with 550, like a mailbox that does not exist. */
export const REJECTED_DOMAIN = 'rejected.example.com';

export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  auth: { username: string; password: string } | null;
};

/** Where a test makes the server refuse (with an SMTP reply code) or go silent. */
export type SmtpStage = 'connect' | 'auth' | 'mail' | 'rcpt' | 'data';
/**
 * 'greeting': the connection is accepted but the greeting never comes (nothing was handed over).
 * 'data': the whole message is received and recorded, then the final answer never comes (the server
 * took it, the client cannot know).
 */
export type SmtpHang = 'greeting' | 'data';

export type FakeSmtp = {
  url: string;
  port: number;
  controlUrl: string | null;
  messages: ReceivedEmail[];
  /** Connections refused so far while down. */
  refused: number;
  setDown(down: boolean): void;
  /** Every message refused with this reply code at this stage until set to null. */
  setReject(reject: { code: number; stage: SmtpStage } | null): void;
  setHang(hang: SmtpHang | null): void;
  clear(): void;
  close(): Promise<void>;
};

export async function startFakeSmtp(options: { port?: number; controlPort?: number } = {}): Promise<FakeSmtp> {
  let down = false;
  let reject: { code: number; stage: SmtpStage } | null = null;
  let hang: SmtpHang | null = null;
  const state = { refused: 0 };
  const refusal = (stage: SmtpStage) =>
    reject?.stage === stage
      ? Object.assign(new Error(`Refused by the test (${reject.code})`), { responseCode: reject.code })
      : null;
  const messages: ReceivedEmail[] = [];

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // Hung test connections must not hold close() for the default 30 s.
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      if (hang === 'greeting') return;
      if (refusal('connect')) return callback(refusal('connect'));
      if (!down) return callback();
      state.refused++;
      const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 421 });
      return callback(error);
    },
    onMailFrom(_address, _session, callback) {
      callback(refusal('mail'));
    },
    onRcptTo(address, _session, callback) {
      if (refusal('rcpt')) return callback(refusal('rcpt'));
      if (address.address.endsWith(`@${REJECTED_DOMAIN}`)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      return callback();
    },
    onAuth(auth, _session, callback) {
      if (refusal('auth')) return callback(refusal('auth'));
      callback(null, { user: { username: auth.username ?? '', password: auth.password ?? '' } });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal('data')) return callback(refusal('data'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMail(raw);
        const user = session.user as { username: string; password: string } | undefined;
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          raw,
          auth: user ?? null,
        });
        if (hang === 'data') return;
        callback(null, 'Message queued');
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  let control: Server | null = null;
  let controlUrl: string | null = null;
  if (options.controlPort !== undefined) {
    control = createServer((request, response) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && request.url === '/messages') return send(200, messages);
      if (request.method === 'DELETE' && request.url === '/messages') {
        messages.length = 0;
        return send(200, { ok: true });
      }
      if (request.method === 'POST' && (request.url === '/down' || request.url === '/up')) {
        down = request.url === '/down';
        return send(200, { down });
      }
      return send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => control?.listen(options.controlPort, '127.0.0.1', () => resolve()));
    controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  }

  return {
    url: `smtp://fake-user:fake-pass@127.0.0.1:${port}`,
    port,
    controlUrl,
    messages,
    get refused() {
      return state.refused;
    },
    setDown(value: boolean) {
      down = value;
    },
    setReject(value) {
      reject = value;
    },
    setHang(value) {
      hang = value;
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (control) await new Promise<void>((resolve) => control?.close(() => resolve()));
    },
  };
}
