import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST, type PriceList } from '../../../../domain/price-list';
import type { OrderDetails } from '../../../../domain/schemas';
import { buildOrderDetails } from '../../../../domain/test/factories';
import { resetPriceListForTests } from '../../../lib/price-list';
import { renderApp } from '../../../testing/render-app';
import AddonsPage from './addons';
import ChooseAnimalPage from './choose-animal';
import ChooseDeerCutsPage from './choose-deer-cuts';
import ReviewOrderPage from './review-order';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';

/** An owner's version: prices changed, Jerky hidden, an item of their own with sub-options. */
const OWNER_LIST: PriceList = {
  ...DEFAULT_PRICE_LIST,
  version: 2,
  deerProcessingCents: 13_000,
  hogUnder200Cents: 14_000,
  hogPerPoundCents: 95,
  addons: [
    ...DEFAULT_PRICE_LIST.addons.map((item) =>
      item.name === 'Jerky' ? { ...item, hidden: true } : item.name === 'Bacon' ? { ...item, priceCents: 900 } : item,
    ),
    {
      name: 'Elk Sticks',
      section: 'Custom',
      unit: 'lb',
      priceCents: 950,
      options: [
        { name: 'Hot', priceCents: 950 },
        { name: 'Mild', priceCents: 950 },
      ],
      hidden: false,
    },
  ],
};

function orderAt(version: number, processingCents: number): OrderDetails {
  return buildOrderDetails({
    order: { id: ID, price_version: version },
    cuts: [{ cut_name: 'Backstrap' }],
    totals: { processing_cents: processingCents, prep_cents: 0, addons_cents: 0, grand_total_cents: processingCents },
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server: the catalogue answers `list`, the order answers `order()`; other calls go to `other`. */
function stubServer(list: PriceList, order: () => OrderDetails, other?: (path: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn((path: string, init: RequestInit = {}) => {
    if (path === '/api/catalogue') return Promise.resolve(json({ prices: list }));
    if (path === `/api/orders/${ID}` && (init.method ?? 'GET') === 'GET') return Promise.resolve(json(order()));
    return Promise.resolve(other ? other(path, init) : json(order()));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string, element: React.ReactNode) {
  return renderApp(element, {
    path,
    routes: { '/': <h1>Home</h1>, '/review-order': <h1>Review screen</h1> },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('currentOrderId', ID);
  resetPriceListForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customer screens price with the current list', () => {
  it('add-ons: a hidden item is not offered, the owner’s item is, with its unit, sub-options and prices', async () => {
    const fetchMock = stubServer(OWNER_LIST, () => orderAt(2, 13_000));
    renderAt('/addons', <AddonsPage />);
    const custom = within(await screen.findByRole('region', { name: 'Custom' }));
    expect(custom.queryByRole('group', { name: 'Jerky' })).toBeNull();
    expect(within(custom.getByRole('group', { name: 'Bacon' })).getByText('$9.00/lb')).toBeTruthy();
    const elk = within(custom.getByRole('group', { name: 'Elk Sticks' }));
    expect(elk.getByText('$9.50/lb')).toBeTruthy();
    await userEvent.click(elk.getByRole('checkbox', { name: 'Elk Sticks' }));
    await userEvent.click(elk.getByRole('checkbox', { name: 'Hot' }));
    const pounds = elk.getByLabelText('Pounds:');
    await userEvent.clear(pounds);
    await userEvent.type(pounds, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Review screen' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      addons: [{ addon_name: 'Elk Sticks - Hot', quantity: 2.5 }],
    });
  });

  it('deer cuts: the subtitle names the current processing price', async () => {
    stubServer(OWNER_LIST, () => orderAt(2, 13_000));
    renderAt('/choose-deer-cuts', <ChooseDeerCutsPage />);
    expect(await screen.findByText('Basic cut and wrap is $130')).toBeTruthy();
  });

  it('animal: the hog’s weight prices and cost come from the list', async () => {
    stubServer(OWNER_LIST, () => orderAt(2, 13_000));
    renderAt('/choose-animal', <ChooseAnimalPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hog' }));
    expect(await screen.findByText('$140.00')).toBeTruthy();
    expect(screen.getByText('$0.95/lb')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Over 200 lbs/ }));
    await userEvent.type(screen.getByLabelText('Weight (lbs)'), '300');
    expect(screen.getByText('$285.00')).toBeTruthy();
  });

  it('a failed list shows the error with Try again, which loads it', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        Promise.resolve(
          path === '/api/catalogue' ? (fail ? json({}, 500) : json({ prices: OWNER_LIST })) : json(orderAt(2, 13_000)),
        ),
      ),
    );
    renderAt('/choose-deer-cuts', <ChooseDeerCutsPage />);
    expect(await screen.findByText('Failed to load prices. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Basic cut and wrap is $130')).toBeTruthy();
  });

  it('review: a 409 at submit reloads the order with the new totals and the message; submitting again completes', async () => {
    let current = orderAt(1, 12_500);
    const completes: unknown[] = [];
    stubServer(
      OWNER_LIST,
      () => current,
      (_path, init) => {
        const body = JSON.parse(init.body as string) as { price_version: number };
        completes.push(body);
        if (body.price_version !== 2) {
          // The server re-prices the draft at the new version before refusing.
          current = orderAt(2, 13_000);
          return json(
            {
              error: {
                code: 'conflict',
                message: 'Prices changed while you were ordering. Please review your order again.',
              },
            },
            409,
          );
        }
        return json({ ...current, order: { ...current.order, status: 'completed' } });
      },
    );
    renderAt('/review-order', <ReviewOrderPage />);
    expect((await screen.findAllByText('$125.00')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prices changed while you were ordering. Please review your order again.',
    );
    expect(screen.getAllByText('$130.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('$125.00')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(completes).toEqual([{ price_version: 1 }, { price_version: 2 }]);
    expect(localStorage.getItem('currentOrderId')).toBeNull();
  });
});
