import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardPage as BoardPageAnswer } from '../../../../domain/shop/answers/board';
import type { DropOffToday } from '../../../../domain/shop/answers/drop-off-days';
import { buildBoardPage as buildBoard, buildBoardRow as buildRow } from '../../../../domain/test/shop-factories';
import { renderApp } from '../../../testing/render-app';
import { useSession } from '../lib/session';
import BoardPage from './board-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  close() {}
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

let board: BoardPageAnswer;
let missingSetup: string[] = [];
/** docs/shop.md 10, 'We're full today': today as GET /api/shop/drop-off-today answers it; a PUT marks or opens it. */
let today: DropOffToday;
const TODAY: DropOffToday = {
  today: '2026-11-14',
  full: false,
  next_open_day: null,
  marked_full: false,
  last_mark: null,
  taken_up: false,
};
async function answer(url: string, init?: RequestInit) {
  if (url.startsWith('/api/shop/orders?')) return json(200, board);
  if (url === '/api/shop/drop-off-today' && init?.method === 'PUT') {
    const { full } = JSON.parse(init.body as string) as { full: boolean };
    today = {
      ...today,
      full,
      marked_full: full,
      last_mark: { full, by: 'Casey Counter', at: '2026-11-14T15:10:00.000Z' },
    };
    return json(200, today);
  }
  if (url === '/api/shop/drop-off-today') return json(200, today);
  if (url === '/api/shop/setup-progress') return json(200, { missing: missingSetup });
  if (url === '/api/shop/lookup?q=GM-1042') return json(200, { order_number: 'GM-1042' });
  return json(404, { error: { code: 'not_found', message: 'Order not found.' } });
}
const fetchMock = vi.fn(answer);
const boardCalls = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/shop/orders?'));

function OrderStub() {
  return <h1>Order page {useParams().number}</h1>;
}

/** What the session guard reads. */
function SessionStatus() {
  return <p data-testid="session">{useSession().state.status}</p>;
}

function renderBoard(path = '/shop') {
  return renderApp(<BoardPage />, {
    path,
    routes: { '/shop/orders/:number': <OrderStub /> },
    session: true,
    beside: <SessionStatus />,
  });
}

beforeEach(() => {
  board = buildBoard([buildRow()]);
  today = TODAY;
  missingSetup = [];
  fetchMock.mockClear();
  fetchMock.mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the orders board', () => {
  it('shows each order with its tag, customer, animal, stage, total and balance, the counts and the pages', async () => {
    renderBoard();
    // jsdom has no style sheet, so both layouts are there: the table and the stacked list.
    expect(await screen.findAllByRole('link', { name: 'GM-1042' })).toHaveLength(2);
    expect(boardCalls()).toEqual(['/api/shop/orders?stage=active&q=&drop_off=&page=1']);
    // Both the row of links and, for a phone, the folded control that names the filter (docs/shop.md 3).
    for (const active of screen.getAllByRole('link', { name: 'Active 60' }))
      expect(active.getAttribute('aria-current')).toBe('page');
    for (const checkedIn of screen.getAllByRole('link', { name: 'Checked in 50' }))
      expect(checkedIn.getAttribute('href')).toBe('/shop?stage=checked_in');
    expect(screen.getByText('Showing: Active').textContent).toBe('Showing: Active60');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/shop?page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getAllByText('$145.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Deer, Buck').length).toBeGreaterThan(0);
  });

  it("shows each order's drop-off day and filters by today, tomorrow or a date", async () => {
    board = buildBoard([
      buildRow({ drop_off_day: '2026-11-14', drop_off_waitlist: true }),
      buildRow({ order_number: 'GM-1043', drop_off_day: '2026-11-16' }),
    ]);
    renderBoard();
    expect((await screen.findAllByText('Waitlist: Sat, Nov 14')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mon, Nov 16').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Drop-off' })).toBeTruthy();
    // jsdom has no style sheet: the phone's folded copy is there too.
    // A new day remounts the folded control, so each look finds the navigation again.
    const days = () => screen.getAllByRole('navigation', { name: 'Drop-off day' })[0] as HTMLElement;
    expect(within(days()).getByRole('link', { name: 'Any day' }).getAttribute('aria-current')).toBe('page');
    expect(within(days()).getByRole('link', { name: 'Today' }).getAttribute('href')).toBe('/shop?drop_off=today');
    await userEvent.click(within(days()).getByRole('link', { name: 'Tomorrow' }));
    await waitFor(() => expect(boardCalls()).toContain('/api/shop/orders?stage=active&q=&drop_off=tomorrow&page=1'));
    expect(within(days()).getByRole('link', { name: 'Tomorrow' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(within(days()).getByLabelText('Drop-off date'), { target: { value: '2026-11-21' } });
    await waitFor(() => expect(boardCalls()).toContain('/api/shop/orders?stage=active&q=&drop_off=2026-11-21&page=1'));
  });

  it('marks today full and opens it again, saying who did it', async () => {
    renderBoard();
    // jsdom has no style sheet: the phone's copy below the orders is there too.
    const [mark] = await screen.findAllByRole('button', { name: 'Mark today full' });
    await userEvent.click(mark as HTMLElement);
    expect(await screen.findAllByRole('button', { name: 'Open today again' })).toHaveLength(2);
    expect(screen.getAllByText(/^Today is marked full \(Casey Counter, Nov 14, /)).toHaveLength(2);
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/shop/drop-off-today' && init?.method === 'PUT',
    );
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ full: true });
    await userEvent.click(screen.getAllByRole('button', { name: 'Open today again' })[0] as HTMLElement);
    expect(await screen.findAllByRole('button', { name: 'Mark today full' })).toHaveLength(2);
    expect(screen.getAllByText('Taking animals today.')).toHaveLength(2);
  });

  it("says what the shop's setup still lacks, and nothing once it is done", async () => {
    missingSetup = ['phone', 'address'];
    renderBoard();
    expect(await screen.findByText(/The shop's phone and address are not set yet\./)).toBeTruthy();
    cleanup();
    missingSetup = [];
    renderBoard();
    await screen.findAllByRole('link', { name: 'GM-1042' });
    expect(screen.queryByText(/not set yet/)).toBeNull();
  });

  it('warns of an unusual number of orders in the last hour, in a status region, and says nothing otherwise', async () => {
    renderBoard();
    expect(await screen.findAllByRole('link', { name: 'GM-1042' })).toHaveLength(2);
    expect(screen.queryByText(/Unusual number of orders/)).toBeNull();
    cleanup();

    board = { ...buildBoard([buildRow()]), unusual_orders: { last_hour: 42, alert_above: 30 } };
    renderBoard();
    const warning = await screen.findByText('Unusual number of orders: 42 in the last hour.');
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(warning.closest('[role="status"]')?.textContent).toContain('More than 30 an hour is rare');
  });

  it('says when nothing matches', async () => {
    board = { ...buildBoard([]), page_count: 0, total: 0 };
    renderBoard('/shop?q=nobody');
    expect(await screen.findByText('No orders match.')).toBeTruthy();
    expect(boardCalls()).toEqual(['/api/shop/orders?stage=active&q=nobody&drop_off=&page=1']);
  });

  it('opens the order a scanned order number names', async () => {
    renderBoard();
    await screen.findAllByRole('link', { name: 'GM-1042' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'GM-1042{Enter}');
    expect(await screen.findByRole('heading', { name: 'Order page GM-1042' })).toBeTruthy();
  });

  it('searches at once on Enter after a name, or a number no order has', async () => {
    renderBoard();
    await screen.findAllByRole('link', { name: 'GM-1042' });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(box, 'smith{Enter}');
    await waitFor(() => expect(boardCalls()).toContain('/api/shop/orders?stage=active&q=smith&drop_off=&page=1'));
    await userEvent.clear(box);
    await userEvent.type(box, '77{Enter}');
    await waitFor(() => expect(boardCalls()).toContain('/api/shop/orders?stage=active&q=77&drop_off=&page=1'));
    expect(fetchMock).toHaveBeenCalledWith('/api/shop/lookup?q=77', expect.anything());
  });

  it('fetches the page again on a live change and announces a new order', async () => {
    renderBoard();
    await screen.findAllByRole('link', { name: 'GM-1042' });
    expect(FakeEventSource.last?.url).toBe('/api/shop/events');
    board = buildBoard([buildRow({ order_number: 'GM-1043', stage: 'submitted', tag_number: null }), buildRow()]);
    FakeEventSource.last?.emit('order', { order_number: 'GM-1043', kind: 'submitted' });
    expect(await screen.findAllByRole('link', { name: 'GM-1043' })).toHaveLength(2);
    expect(screen.getByText('New order GM-1043.').closest('[aria-live="polite"]')).toBeTruthy();
    // A reconnect may have missed anything: fetch again, announce nothing.
    const before = boardCalls().length;
    FakeEventSource.last?.emit('resync', {});
    await waitFor(() => expect(boardCalls().length).toBe(before + 1));
  });

  it('signs out when the session is lost (401), so the guard goes to sign-in and back', async () => {
    fetchMock.mockImplementation(async () => json(401, { error: { code: 'unauthenticated', message: 'Sign in.' } }));
    renderBoard();
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    expect(screen.getByTestId('session').textContent).toBe('signed-out');
  });
});
