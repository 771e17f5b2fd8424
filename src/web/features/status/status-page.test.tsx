import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, STATUS_PAGE_PATH } from '../../../domain/api-paths';
import { buildStatusSteps } from '../../../domain/status-page';
import { buildOrderStorage, buildStatusPage } from '../../../domain/test/factories';
import { renderApp } from '../../testing/render-app';
import { fetchStatusEarly, statusApiUrl } from './early-status';
import StatusPage from './status-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUw';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderAt(token = TOKEN) {
  return renderApp(<StatusPage />, { path: `/status/${token}`, route: STATUS_PAGE_PATH });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the status page', () => {
  it("reads the link's order and shows its stage, totals, balance and the shop", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(buildStatusPage())));
    vi.stubGlobal('fetch', fetchMock);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GM-1042' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/status/${TOKEN}`, expect.anything());

    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Submitted (done)',
      'Checked in (done)',
      '3ProcessingNow',
      '4Ready for pickup',
      '5Picked up',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);

    expect(screen.getByText('Tag 1042')).toBeTruthy();
    expect(screen.getByText('Your order is being processed.')).toBeTruthy();
    expect(screen.getByText(/^Balance due/).textContent).toBe('Balance due $115.00');
    const total = screen.getByRole('region', { name: 'Order Total' });
    expect(total.textContent).toContain('Grand Total$155.00');
    expect(total.textContent).toContain('Paid$40.00');
    expect(screen.getByRole('region', { name: 'Add-ons' }).textContent).toContain('Bacon x 2.5$20.00');
    expect(screen.getByRole('link', { name: '(555) 201-7788' }).getAttribute('href')).toBe('tel:5552017788');
    expect(screen.getByText('12 Mill Rd')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Customer Information' })).toBeNull();
  });

  it('shows the finished weight once the shop has weighed the meat', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(buildStatusPage({ finished_weight_lbs: 72.5 })))),
    );
    renderAt();
    expect(await screen.findByText('Finished weight: 72.5 lbs')).toBeTruthy();
  });

  it('a ready order says until when to pick it up, the fee after that, and the storage charged so far', async () => {
    const storage = buildOrderStorage();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(
            buildStatusPage({ stage: 'ready', steps: buildStatusSteps('ready'), storage, balance_due_cents: 14_500 }),
          ),
        ),
      ),
    );
    renderAt();
    expect(await screen.findByText('Please pick it up by Nov 16. After that, storage is $5.00 a day.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order Total' }).textContent).toContain(
      'Grand Total$155.00Storage (6 days x $5.00)$30.00Paid$40.00',
    );
    expect(screen.getByText(/^Balance due/).textContent).toBe('Balance due $145.00');
  });

  it("says 'Paid in full.' when nothing is due, and a cancelled order's note", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(
            buildStatusPage({
              stage: 'cancelled',
              steps: buildStatusSteps('cancelled'),
              paid_cents: 15_500,
              balance_due_cents: 0,
            }),
          ),
        ),
      ),
    );
    renderAt();
    expect((await screen.findByText(/^Balance due/)).textContent).toBe('Balance due $0.00');
    expect(screen.getByText('Paid in full.')).toBeTruthy();
    expect(screen.getByText('This order was cancelled. Call the shop if you have any questions.')).toBeTruthy();
    const current = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => item.textContent)).toEqual(['2CancelledNow']);
  });

  it("shows 'Order not found' for a link that names no order", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ error: { code: 'not_found', message: 'Order not found.' } }, 404))),
    );
    renderAt('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says when loading failed, with the rate limit in its own words, and tries again', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(json({ error: { code: 'internal', message: 'x' } }, 500))
      .mockResolvedValueOnce(
        json(
          { error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } },
          429,
        ),
      )
      .mockResolvedValueOnce(json(buildStatusPage()));
    vi.stubGlobal('fetch', fetchMock);
    renderAt();
    expect(screen.getByRole('status').textContent).toBe('Loading your order...');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your order. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GM-1042' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('the early answer (asked for while the page downloads)', () => {
  it('asks the status route of the API contract', () => {
    expect(statusApiUrl('a/b c')).toBe(API_PATHS.orderStatus.href('a/b c'));
    expect(API_PATHS.orderStatus.method).toBe('GET');
  });

  it('is used by the page, which then asks nothing more', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(buildStatusPage())));
    vi.stubGlobal('fetch', fetchMock);
    fetchStatusEarly(`/status/${TOKEN}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GM-1042' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is asked again the ordinary way when it failed, and never for another address', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(buildStatusPage()));
    vi.stubGlobal('fetch', fetchMock);
    fetchStatusEarly('/order-details');
    fetchStatusEarly('/status/');
    expect(fetchMock).not.toHaveBeenCalled();
    fetchStatusEarly(`/status/${TOKEN}`);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GM-1042' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
