import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTwilioCredentials } from './check-twilio-credentials';
import type { NotificationSettings } from './settings';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'tok-9f8e7d6c5b4a39281706f5e4d3c2b1a0';

/** Answers as Twilio does for an unknown account: its message names the path, hence the SID. */
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ code: 20404, message: `The requested resource ${request.url} was not found (token ${TOKEN})` }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settingsWith = (base: string) =>
  ({ twilio: { accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: base } }) as NotificationSettings;

function expectNoCredentials(message: string) {
  expect(message).not.toContain(TOKEN);
  expect(message).not.toContain(SID);
  expect(message).not.toMatch(/:\/\/[^\s/]*:[^\s/]*@/);
  expect(message).not.toContain('proxy-user');
}

describe('the Twilio credential check', () => {
  it('says when Twilio is not configured, without asking anyone', async () => {
    const answer = await checkTwilioCredentials({ twilio: null } as NotificationSettings);
    expect(answer).toEqual({ success: false, message: expect.stringContaining('Twilio is not configured') });
  });

  it('never echoes the token, the SID or a URL with user:token', async () => {
    const withUserInfo = await checkTwilioCredentials(settingsWith('http://proxy-user:proxy-pass@127.0.0.1:9'));
    expect(withUserInfo.success).toBe(false);
    expect(withUserInfo.message).toContain('could not be reached');
    expectNoCredentials(withUserInfo.message);
    expect(withUserInfo.message).not.toContain('proxy-pass');

    const unknownAccount = await checkTwilioCredentials(settingsWith(baseUrl));
    expect(unknownAccount.success).toBe(false);
    expect(unknownAccount.message).toContain('(HTTP 404)');
    expect(unknownAccount.message).toContain('AC…cdef');
    expectNoCredentials(unknownAccount.message);
  });
});
