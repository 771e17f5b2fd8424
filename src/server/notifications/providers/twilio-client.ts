import type { SmsMessage, SmsSender } from './types';

export type TwilioOptions = { accountSid: string; authToken: string; from: string; baseUrl: string };

export class TwilioError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

const TIMEOUT_MS = 15_000;

/** A small client for the two Twilio REST calls we make; fetch, no SDK (its size buys us nothing here). */
export function createTwilioClient(options: TwilioOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const accountPath = `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
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
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TwilioError(`Twilio could not be reached: ${(error as Error).message}`, null);
    }
    const text = await response.text();
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
    return new TwilioError(`Twilio answered ${status}: ${message}`, status);
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
