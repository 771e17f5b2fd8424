import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DropOffAvailability } from '../../../../domain/drop-off-day-schemas';
import { buildOrderDetails } from '../../../../domain/test/factories';
import { renderApp } from '../../../testing/render-app';
import DropOffPage from './drop-off';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';

const ORDER = buildOrderDetails({ order: { id: ID } });

const DAYS: DropOffAvailability = {
  enabled: true,
  animal: 'Deer',
  today: '2026-11-13',
  chosen_day: null,
  chosen_waitlist: false,
  days: [
    { day: '2026-11-13', spots_left: 0 },
    { day: '2026-11-14', spots_left: 12 },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The order, and the step's days as `days()` answers them (a throw is a lost connection). */
function stubServer(days: () => Response) {
  const fetchMock = vi.fn((path: string, init: RequestInit = {}) => {
    if (path === `/api/orders/${ID}/drop-off-days`) {
      try {
        return Promise.resolve(days());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error('offline'));
      }
    }
    if (path === `/api/orders/${ID}/drop-off-day` && init.method === 'PUT') {
      return Promise.resolve(json({ ...ORDER, order: { ...ORDER.order, drop_off_day: '2026-11-14' } }));
    }
    return Promise.resolve(json(ORDER));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep() {
  return renderApp(<DropOffPage />, {
    path: '/drop-off',
    routes: { '/choose-deer-cuts': <h1>Deer cuts screen</h1> },
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('currentOrderId', ID);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the drop-off step', () => {
  it('offers the days with their spots, a full one disabled, and saves the one chosen', async () => {
    const fetchMock = stubServer(() => json(DAYS));
    renderStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a Drop-off Day' })).toBeTruthy();
    const full = await screen.findByRole<HTMLInputElement>('radio', { name: 'Friday, November 13: Full' });
    expect(full.disabled).toBe(true);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Saturday, November 14: 12 spots left' }));
    await userEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Deer cuts screen' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ drop_off_day: '2026-11-14', waitlist: false });
  });

  it("offers a full day's waitlist, and saves it as the waitlist", async () => {
    const fetchMock = stubServer(() => json(DAYS));
    renderStep();
    const waitlist = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Join the waitlist for Friday, November 13',
    });
    expect(waitlist.disabled).toBe(false);
    // Only a full day has one.
    expect(screen.queryByRole('radio', { name: 'Join the waitlist for Saturday, November 14' })).toBeNull();
    await userEvent.click(waitlist);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Deer cuts screen' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ drop_off_day: '2026-11-13', waitlist: true });
  });

  it('says it needs a connection to show the spots, and tries again', async () => {
    let online = false;
    stubServer(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(DAYS);
    });
    renderStep();
    expect(
      await screen.findByText(
        'This step needs a connection to show the spots left. Please try again when you have signal.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Saturday, November 14: 12 spots left' })).toBeTruthy();
  });

  it('goes on to the cuts when the shop does not ask for a day', async () => {
    stubServer(() => json({ ...DAYS, enabled: false, days: [] }));
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Deer cuts screen' })).toBeTruthy();
  });
});
