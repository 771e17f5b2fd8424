import type { SmsMessage, SmsSender } from './types';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
  /** How long a request may wait for Twilio's answer (default 15 s; tests shorten it). */
  timeoutMs?: number;
};

/**
 * status: Twilio's HTTP status, null when no answer came. code: Twilio's own error code (21211 invalid
 * 'To', 20429 too many requests...). unconfirmed: the request went out and no answer came in time, so
 * Twilio may have taken the message: a retry may send it twice.
 */
export class TwilioError extends Error {
  readonly code: number | null;
  readonly unconfirmed: boolean;
  constructor(
    message: string,
    readonly status: number | null,
    details: { code?: number | null; unconfirmed?: boolean } = {},
  ) {
    super(message);
    this.name = 'TwilioError';
    this.code = details.code ?? null;
    this.unconfirmed = details.unconfirmed ?? false;
  }
}

/** Twilio answers in well under a second; 15 s is an outage, not a slow day. */
const TIMEOUT_MS = 15_000;

/** fetch aborted by AbortSignal.timeout: the request was on its way or answered too late. */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** A small client for the two Twilio REST calls we make; fetch, no SDK (its size buys us nothing here). */
export function createTwilioClient(options: TwilioOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const accountPath = `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function call(
    path: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error))
        throw new TwilioError(`Twilio did not answer within ${timeoutMs / 1000} s`, null, { unconfirmed: true });
      throw new TwilioError(`Twilio could not be reached: ${(error as Error).message}`, null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The status came and the body did not: the status alone says what happened.
      text = '';
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = {};
    }
    return { status: response.status, body };
  }

  function failure(status: number, body: Record<string, unknown>): TwilioError {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    const code = typeof body.code === 'number' ? body.code : null;
    return new TwilioError(`Twilio answered ${status}: ${message}`, status, { code });
  }

  return {
    async sendSms(to: string, text: string): Promise<{ sid: string }> {
      const { status, body } = await call(`${accountPath}/Messages.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: options.from, Body: text }).toString(),
      });
      if (status !== 200 && status !== 201) throw failure(status, body);
      return { sid: typeof body.sid === 'string' ? body.sid : '' };
    },
    /** GET the account: proves the SID and token without sending anything. */
    async fetchAccount(): Promise<
      { ok: true; friendlyName: string } | { ok: false; status: number | null; message: string }
    > {
      try {
        const { status, body } = await call(`${accountPath}.json`);
        if (status === 200) {
          return {
            ok: true,
            friendlyName: typeof body.friendly_name === 'string' ? body.friendly_name : options.accountSid,
          };
        }
        return { ok: false, status, message: typeof body.message === 'string' ? body.message : `HTTP ${status}` };
      } catch (error) {
        return { ok: false, status: null, message: (error as Error).message };
      }
    },
  };
}

export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
  const client = createTwilioClient(options);
  return {
    provider: 'twilio',
    async send(message: SmsMessage) {
      const { sid } = await client.sendSms(message.to, message.body);
      return { provider: 'twilio', messageId: sid };
    },
  };
}
