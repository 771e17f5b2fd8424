import { afterAll, describe, expect, it } from 'vitest';
import { buildDeerAnimalInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp } from '../test/test-app';

/** With one completion an hour allowed per client, who counts as "a client" decides who is refused. */
async function completeFrom(t: TestApp, forwardedFor: string): Promise<number> {
  const order = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ground'] });
  const answer = await t.request('POST', paths.complete(order.order.id), undefined, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return answer.status;
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('TRUST_PROXY', () => {
  it('counts each forwarded customer address as its own client when the proxy is trusted', async () => {
    const t = await startTestApp({
      env: { COMPLETIONS_PER_HOUR: '1', TRUST_PROXY: 'true' },
      notifications: { worker: false },
    });
    apps.push(t);
    expect(await completeFrom(t, '203.0.113.1')).toBe(200);
    expect(await completeFrom(t, '203.0.113.2')).toBe(200);
    expect(await completeFrom(t, '203.0.113.1')).toBe(429);
  });

  it("warns at start-up when any client is trusted, not when the proxies' addresses are named", async () => {
    const warning = 'TRUST_PROXY=true trusts X-Forwarded-For from any client';
    const anyone = await startTestApp({ env: { TRUST_PROXY: 'true' }, notifications: { worker: false } });
    apps.push(anyone);
    expect(anyone.logText()).toContain(warning);
    const named = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1, ::1' }, notifications: { worker: false } });
    apps.push(named);
    expect(named.logText()).not.toContain(warning);
  });

  it('ignores X-Forwarded-For by default, so a client cannot dodge the limit by sending one', async () => {
    const t = await startTestApp({ env: { COMPLETIONS_PER_HOUR: '1' }, notifications: { worker: false } });
    apps.push(t);
    expect(await completeFrom(t, '203.0.113.1')).toBe(200);
    expect(await completeFrom(t, '203.0.113.2')).toBe(429);
  });
});
