import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '../../../../domain/shop/export-range';
import { DEFAULT_STORAGE_RULES } from '../../../../domain/shop/storage';
import { renderApp } from '../../../testing/render-app';
import ExportPage from './export-page';

const ZONE = 'Pacific/Honolulu';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) => {
  if (url === '/api/shop/settings') {
    return json(200, {
      shop_name: 'Bayou Game Processing',
      phone: '',
      address: '',
      pickup_hours: '',
      time_zone: ZONE,
      first_tag_number: 1,
      new_order_email: null,
      ...DEFAULT_STORAGE_RULES,
      state: null,
    });
  }
  return json(404, { error: { code: 'not_found', message: 'Not found.' } });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderApp(<ExportPage />, { path: '/shop/export', session: true, strictMode: true });
}

const link = (name: string) => screen.getByRole('link', { name });
const hrefOf = (name: string) => link(name).getAttribute('href');

describe('the export page (docs/shop.md 6)', () => {
  it("offers the season so far in the shop's time zone, every stage, and the two files as links", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Export' })).toBeTruthy();
    const today = localDateOf(new Date(), ZONE);
    const from = await screen.findByLabelText<HTMLInputElement>('From');
    expect(from.type).toBe('date');
    expect(from.value).toBe(`${today.slice(0, 4)}-01-01`);
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(today);
    const stage = screen.getByLabelText<HTMLSelectElement>('Stage');
    expect([...stage.options].map((option) => option.text)).toEqual([
      'All',
      'Submitted',
      'Checked in',
      'Processing',
      'Ready for pickup',
      'Picked up',
      'Cancelled',
      'Unclaimed',
    ]);
    expect(hrefOf('Download orders CSV')).toBe(
      `/api/shop/export/orders.csv?from=${today.slice(0, 4)}-01-01&to=${today}&stage=all`,
    );

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.selectOptions(stage, 'Picked up');
    expect(hrefOf('Download orders CSV')).toBe(
      '/api/shop/export/orders.csv?from=2026-11-01&to=2026-11-30&stage=picked_up',
    );
    expect(hrefOf('Download line items CSV')).toBe(
      '/api/shop/export/line-items.csv?from=2026-11-01&to=2026-11-30&stage=picked_up',
    );
  });

  it('does not download a range the server would refuse: the field at fault says why and takes focus', async () => {
    renderPage();
    const to = await screen.findByLabelText<HTMLInputElement>('To');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    expect(to.getAttribute('aria-invalid')).toBeNull();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Download orders CSV').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByText('To must be the same day as From or later.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);

    // Put right, the message goes and the link downloads again.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-01');
    expect(screen.queryByText('To must be the same day as From or later.')).toBeNull();
    // After the page's handler: whether it held the download back, then hold it back here (jsdom cannot navigate).
    let heldBack: boolean | null = null;
    const after = (event: Event) => {
      heldBack = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', after);
    link('Download line items CSV').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.removeEventListener('click', after);
    expect(heldBack).toBe(false);
    expect(to.getAttribute('aria-invalid')).toBeNull();
  });
});
