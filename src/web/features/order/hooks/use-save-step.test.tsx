import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { OFFLINE_NOTICE, WEB_MESSAGES } from '../messages';
import OrderDetailsPage from '../screens/order-details';
import { stubSaves } from '../testing/stub-fetch';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';
const created = () =>
  new Response(JSON.stringify({ order: { id: ID, status: 'collecting_details' }, cuts: [], addons: [] }), {
    status: 201,
  });

function renderDetails() {
  return renderApp(<OrderDetailsPage />, {
    path: '/order-details',
    routes: { '/choose-animal': <h1>Animal screen</h1> },
  });
}

async function fillAndPressNext() {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Sam Hunter');
  await userEvent.type(screen.getByLabelText('Email Address'), 'sam@example.com');
  await userEvent.type(screen.getByLabelText('Phone Number'), '555 010 0100');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a save without signal', () => {
  it('says so, keeps the input, and goes through by itself when the connection returns', async () => {
    let online = false;
    const fetchMock = stubSaves(() =>
      online ? Promise.resolve(created()) : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderDetails();
    await fillAndPressNext();

    expect(await screen.findByText(OFFLINE_NOTICE)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTICE);
    // Not a server error: no error toast, and everything typed is still there, the button usable.
    expect(screen.queryByText('Failed to save order details. Please try again.')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Sam Hunter');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Animal screen' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('currentOrderId')).toBe(ID);
  });

  it('can be tried again with the button, and never runs two calls at once', async () => {
    let release: (response: Response) => void = () => undefined;
    let first = true;
    const fetchMock = stubSaves(() => {
      if (!first) return new Promise<Response>((resolve) => (release = resolve));
      first = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    renderDetails();
    await fillAndPressNext();
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The connection returns while the customer's own retry is still in flight: no second call.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    release(created());
    expect(await screen.findByRole('heading', { name: 'Animal screen' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  // One test: the toaster mounts once per file (lib/toast.ts), so the answers share one screen.
  it('keeps the usual message for a server error, asks to wait on a 429, and keeps the typing and Next', async () => {
    const refusal = (status: number, code: string) =>
      new Response(JSON.stringify({ error: { code, message: 'refused' } }), {
        status,
        headers: { 'retry-after': '1200' },
      });
    const answers = [refusal(500, 'internal'), refusal(429, 'rate_limited')];
    const fetchMock = stubSaves(() => Promise.resolve(answers.shift() ?? created()));
    renderDetails();
    await fillAndPressNext();
    expect(await screen.findByText('Failed to save order details. Please try again.')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Sam Hunter');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);

    // Over a per-client limit (a save, a new draft or the submit): not 'Failed', which invites pressing again.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(WEB_MESSAGES.tooManyRequests.description)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Sam Hunter');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Animal screen' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('currentOrderId')).toBe(ID);
  });
});
