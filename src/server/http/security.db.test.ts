import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeerAnimalInput, buildDetailsInput, paths, placeOrderViaApi } from '../test/factories';
import { type TestApp, startTestApp, TEST_AUTH_SECRET } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PERSONAL = {
  full_name: 'Zebulon Quixote-Private',
  email: 'zebulon.private.person@example.org',
  phone_number: '+1 555 867 5309',
};

describe('security headers', () => {
  it('sends the CSP and friends on pages, API answers and errors', async () => {
    const answers = [
      await t.request('GET', '/'),
      await t.request('GET', '/api/health'),
      await t.request('GET', '/api/nope'),
      await t.request('POST', paths.orders, '{', { raw: true }),
      await t.request('GET', paths.order('00000000-0000-4000-8000-000000000000')),
    ];
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('tells browsers to keep to HTTPS (HSTS) when the shop is served over https, and only then', async () => {
    for (const answer of [await t.request('GET', '/'), await t.request('GET', '/api/health')]) {
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const served = await startTestApp({
      env: { PUBLIC_URL: 'https://orders.hollowcreek.example.com', AUTH_SECRET: TEST_AUTH_SECRET },
    });
    try {
      for (const answer of [
        await served.request('GET', '/'),
        await served.request('GET', '/api/health'),
        await served.request('GET', '/api/nope'),
        await served.request('GET', '/shop'),
        await served.request('POST', paths.orders, '{', { raw: true }),
      ]) {
        expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await served.close();
    }
  });

  it('marks every order answer no-store', async () => {
    const placed = await placeOrderViaApi(t, { animal: buildDeerAnimalInput(), cuts: ['Ribs'] });
    for (const answer of [
      await t.request('GET', paths.order(placed.order.id)),
      await t.request('PUT', paths.details(placed.order.id), buildDetailsInput()),
      await t.request('POST', paths.complete(placed.order.id)),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('logs', () => {
  it('record method, route pattern, status and duration, never personal data, bodies or order ids', async () => {
    const placed = await placeOrderViaApi(t, {
      details: PERSONAL,
      animal: buildDeerAnimalInput({ prep: ['Skinning'] }),
      cuts: ['Other - secret instructions for Zebulon'],
      addons: [{ addon_name: 'Bacon', quantity: 1 }],
      complete: true,
    });
    await t.request('PUT', paths.details(placed.order.id), { ...PERSONAL, email: 'broken' });
    await t.request('POST', paths.orders, `{"full_name":"${PERSONAL.full_name}"`, { raw: true });
    const logs = t.logText();
    const lines = logs
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ method: 'POST', route: '/api/orders', status: 201, ms: expect.any(Number) }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ method: 'PUT', route: '/api/orders/:id/details', status: 400 }),
    );
    for (const secret of [
      PERSONAL.full_name,
      'Zebulon',
      PERSONAL.email,
      PERSONAL.phone_number,
      'secret instructions',
      placed.order.id,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('log an unexpected error by kind without the request', async () => {
    const failing = await startTestApp({
      database: t.database,
      hooks: {
        onOrderCompleted: async (_tx, details) => {
          throw new Error(`provider refused ${details.order.email}`.replace(details.order.email, 'the address'));
        },
      },
    });
    try {
      const placed = await placeOrderViaApi(failing, {
        details: PERSONAL,
        animal: buildDeerAnimalInput(),
        cuts: ['Ribs'],
      });
      const response = await failing.request('POST', paths.complete(placed.order.id));
      expect(response.status).toBe(500);
      const logs = failing.logText();
      expect(logs).toContain('unexpected error');
      expect(logs).not.toContain(PERSONAL.email);
      expect(logs).not.toContain(PERSONAL.full_name);
    } finally {
      await failing.close();
    }
  });
});
