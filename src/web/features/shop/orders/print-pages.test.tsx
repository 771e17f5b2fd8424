import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { buildOrderStorage } from '../../../../domain/test/factories';
import { buildShopOrder } from '../../../../domain/test/shop-factories';
import { renderApp } from '../../../testing/render-app';
import CutSheetPage from './cut-sheet-page';
import LabelsPage from './labels-page';

function buildOrder(): ShopOrder {
  return buildShopOrder({
    order: {
      id: '00000000-0000-4000-8000-000000000001',
      full_name: 'Sam Hunter',
      email: 'sam@example.com',
      phone_number: '555 123 4567',
      total_cents: 19_500,
      completed_at: '2026-11-23T16:16:00.000Z',
    },
    details: {
      cuts: [{ cut_name: 'Backstrap - Whole' }, { cut_name: 'Ground' }, { cut_name: 'Other - Keep the heart' }],
      addons: [
        { addon_name: 'Skinning', addon_price: '$10.00', quantity: 1 },
        { addon_name: 'Sausage Links - Hot', addon_price: '$6.00/lb', quantity: 5 },
        { addon_name: 'Pickled Bites', addon_price: '$15.00/jar', quantity: 2 },
      ],
      totals: { processing_cents: 12_500, prep_cents: 1_000, addons_cents: 6_000, grand_total_cents: 19_500 },
    },
    submitted_at: '2026-11-23T16:16:00.000Z',
    drop_off: {
      tag_number: 1042,
      season: 2026,
      confirmation_number: 'TX-88-1234',
      hanging_weight_lbs: 96.5,
      storage_location: 'Cooler 2, rail 14',
      notes: 'Broken left shoulder',
      harvest_date: null,
      harvest_county: null,
      hunter_address: null,
      license_number: null,
      harvest_state: null,
      harvest_zone: null,
      delivered_by: null,
      checked_in_at: '2026-11-23T17:00:00.000Z',
    },
    paid_cents: 4_000,
    balance_due_cents: 15_500,
  });
}

const SHEET: PrintSheet = {
  order: buildOrder(),
  shop: {
    shop_name: 'Bayou Game Processing',
    phone: '(555) 010-2000',
    address: '12 Levee Road',
    time_zone: 'America/Chicago',
  },
  barcode: { text: '1042', svg: '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"></svg>' },
};

/** What the server answers for the sheet; a test may give another, or refuse to record prints. */
let sheet: PrintSheet = SHEET;
let failPosts = false;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/shop/session') return json(200, { user: { id: 'u1', name: 'Pat', email: 'p@example.com' } });
  if (failPosts && init?.method === 'POST') throw new TypeError('Failed to fetch');
  if (url.startsWith('/api/shop/orders/GM-1042/')) return json(200, sheet);
  return json(404, { error: { code: 'not_found', message: 'Order not found.' } });
});
/** The printing calls made: which and with what body. */
const printCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/shop/orders/'))
    .map(([url, init]) => [init?.method ?? 'GET', url, init?.body ?? null]);
/** The prints recorded. */
const posts = () => printCalls().filter(([method]) => method === 'POST');

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** As the app renders (main.tsx): in StrictMode, where effects run twice in development. */
function renderAt(path: string) {
  return renderApp(<CutSheetPage />, {
    path,
    route: '/shop/orders/:number/cut-sheet',
    routes: { '/shop/orders/:number/labels': <LabelsPage /> },
    session: true,
    strictMode: true,
    beside: <Location />,
  });
}

const print = vi.fn();
beforeEach(() => {
  sheet = SHEET;
  failPosts = false;
  window.localStorage.clear();
  fetchMock.mockClear();
  print.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('print', print);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the cut sheet page', () => {
  it('shows the sheet on opening without recording it, and records each print once', async () => {
    renderAt('/shop/orders/GM-1042/cut-sheet');
    expect(screen.getByRole('heading', { level: 1, name: 'Cut sheet GM-1042' })).toBeTruthy();
    const sheet = await screen.findByRole('article', { name: 'Cut sheet of order GM-1042' });
    expect(printCalls()).toEqual(expect.arrayContaining([['GET', '/api/shop/orders/GM-1042/print-sheet', null]]));
    expect(printCalls().filter(([method]) => method === 'POST')).toEqual([]);
    expect(sheet.textContent).toContain('Bayou Game Processing');
    expect(screen.getByRole('img', { name: 'Barcode 1042' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Cuts, the Other text apart, and add-ons with their quantities in their units; prep under the animal.
    expect(sheet.textContent).toContain('Backstrap - Whole');
    expect(sheet.textContent).toContain('Other: Keep the heart');
    expect(sheet.textContent).toContain('Sausage Links - Hot 5 lb');
    expect(sheet.textContent).toContain('Pickled Bites 2 jars');
    expect(sheet.textContent).toContain('PrepSkinning');
    expect(sheet.textContent).toContain('Broken left shoulder');
    expect(sheet.textContent).toContain('Grand Total$195.00');
    expect(sheet.textContent).toContain('Paid$40.00');
    expect(sheet.textContent).toContain('Balance due$155.00');
    expect(sheet.textContent).toContain('Signature (on pickup)');

    // 'Print' records the print once, though its window.print() announces a print to the page as well.
    print.mockImplementation(() => window.dispatchEvent(new Event('beforeprint')));
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(posts()).toEqual([['POST', '/api/shop/orders/GM-1042/cut-sheet', null]]);
    // The browser's own print (Ctrl+P) is recorded too.
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(posts()).toHaveLength(2);
  });

  it('says so when a print could not be recorded', async () => {
    renderAt('/shop/orders/GM-1042/cut-sheet');
    await screen.findByRole('article', { name: 'Cut sheet of order GM-1042' });
    failPosts = true;
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This print was not recorded in the order's history: The shop could not be reached. Check the connection and try again.",
    );
  });
});

describe('the cut sheet of an order past its free storage days', () => {
  it('shows the storage charged as its own line, counted in the balance due', async () => {
    sheet = {
      ...SHEET,
      order: {
        ...SHEET.order,
        stage: 'ready',
        balance_due_cents: 18_500,
        storage: buildOrderStorage(),
      },
    };
    renderAt('/shop/orders/GM-1042/cut-sheet');
    const printed = await screen.findByRole('article', { name: 'Cut sheet of order GM-1042' });
    expect(printed.textContent).toContain(
      'Grand Total$195.00Storage (6 days x $5.00)$30.00Paid$40.00Balance due$185.00',
    );
  });
});

describe('the labels page', () => {
  it('shows one label at once, records nothing on opening, and the preview follows the count', async () => {
    renderAt('/shop/orders/GM-1042/labels');
    const field = screen.getByLabelText<HTMLInputElement>('Number of labels');
    expect(field.value).toBe('1');
    const labels = await screen.findByRole('region', { name: '1 label' });
    expect(posts()).toEqual([]);
    for (const text of [
      'Bayou Game Processing',
      'GAME MEAT - NOT FOR SALE',
      '1042',
      'Order GM-1042',
      'Sam Hunter',
      'Deer, Buck',
      'Product',
      '____ lb',
    ]) {
      expect(labels.textContent).toContain(text);
    }
    // The check-in day in the shop's time zone (17:00 UTC is 11 AM in Chicago).
    expect(labels.textContent).toContain('Checked in Nov 23, 2026');

    await userEvent.clear(field);
    await userEvent.type(field, '3');
    expect(await screen.findByRole('region', { name: '3 labels' })).toBeTruthy();
    expect(document.querySelectorAll('.label')).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe('/shop/orders/GM-1042/labels?count=3');
    expect(posts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(posts()).toEqual([['POST', '/api/shop/orders/GM-1042/labels', '{"count":3}']]);
  });

  it('starts from the count in its link and refuses a count out of range', async () => {
    renderAt('/shop/orders/GM-1042/labels?count=2');
    const field = screen.getByLabelText<HTMLInputElement>('Number of labels');
    expect(field.value).toBe('2');
    expect(await screen.findByRole('region', { name: '2 labels' })).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByText('Number of labels must be from 1 to 100.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(print).not.toHaveBeenCalled();
    expect(posts()).toEqual([]);
    // What would print meanwhile is the last good number.
    expect(screen.getByRole('region', { name: '2 labels' })).toBeTruthy();
  });

  it('offers the 3.5x1.125 in size and keeps the choice for this browser', async () => {
    renderAt('/shop/orders/GM-1042/labels');
    await screen.findByRole('region', { name: '1 label' });
    const size = screen.getByLabelText<HTMLSelectElement>('Label size');
    expect(size.value).toBe('4x2');
    expect(document.querySelector('.labels')?.classList.contains('labels--4x2')).toBe(true);
    await userEvent.selectOptions(size, '3.5 x 1.125 in');
    expect(document.querySelector('.labels')?.classList.contains('labels--3-5x1-125')).toBe(true);
    cleanup();

    renderAt('/shop/orders/GM-1042/labels');
    await screen.findByRole('region', { name: '1 label' });
    expect(screen.getByLabelText<HTMLSelectElement>('Label size').value).toBe('3.5x1.125');
  });
});
