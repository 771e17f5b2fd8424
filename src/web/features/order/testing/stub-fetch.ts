import { vi } from 'vitest';

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Stubs fetch for a screen's tests and returns the mock of its saves. The details screen also asks how the
 * server will take the phone number as the field is left (ADR 0608): that call is answered 'textable' here,
 * apart from the mock, so that the tests count and read the saves alone.
 */
export function stubSaves(saves: Fetch = () => new Promise<Response>(() => undefined)) {
  const fetchMock = vi.fn<Fetch>(saves);
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    path === '/api/phone-check'
      ? Promise.resolve(new Response(JSON.stringify({ verdict: 'textable' }), { status: 200 }))
      : fetchMock(path, init),
  );
  return fetchMock;
}
