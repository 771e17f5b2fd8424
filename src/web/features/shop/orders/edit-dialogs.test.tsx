import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST, type PriceList } from '../../../../domain/price-list';
import { buildShopOrder } from '../../../../domain/test/shop-factories';
import { SessionProvider } from '../lib/session';
import { EditAddonsDialog, EditAnimalDialog } from './edit-dialogs';

/** An order priced with an older list than the catalogue: its own prices and items, one of the catalogue's hidden. */
const OWN_LIST: PriceList = {
  ...DEFAULT_PRICE_LIST,
  version: 4,
  prep: DEFAULT_PRICE_LIST.prep.map((option) => (option.name === 'Caped' ? { ...option, priceCents: 1_750 } : option)),
  addons: [
    ...DEFAULT_PRICE_LIST.addons.map((item) => (item.name === 'Jerky' ? { ...item, hidden: true } : item)),
    { name: 'Elk Sticks', section: 'Custom', unit: 'lb', priceCents: 1_400, options: [], hidden: false },
  ],
};

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(buildShopOrder()), { status: 200, headers: { 'content-type': 'application/json' } }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const returnFocusTo = createRef<HTMLElement>();

describe("staff edits choose from the order's own price list (docs/shop.md 5)", () => {
  it('offers its items, not hidden ones, and saves an item only that list has', async () => {
    const order = buildShopOrder({ prices: OWN_LIST, order: { price_version: 4 } });
    render(
      <SessionProvider>
        <EditAddonsDialog order={order} onSaved={vi.fn()} returnFocusTo={returnFocusTo} />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit add-ons' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit add-ons' });
    expect(within(dialog).queryByRole('checkbox', { name: /^Jerky/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Elk Sticks/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shop/orders/GM-1042/addons');
    expect(JSON.parse(init?.body as string)).toEqual({ addons: [{ addon_name: 'Elk Sticks', quantity: 1 }] });
  });

  it("shows the prep at the order's own price", async () => {
    const order = buildShopOrder({ prices: OWN_LIST, order: { price_version: 4 } });
    render(
      <SessionProvider>
        <EditAnimalDialog order={order} onSaved={vi.fn()} returnFocusTo={returnFocusTo} />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit animal' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit animal' });
    expect(within(dialog).getByText(/\$17\.50/)).toBeTruthy();
  });
});
