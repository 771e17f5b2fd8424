import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST, type PriceList } from '../../domain/price-list';
import { API_PATHS } from '../../domain/api-paths';
import { CATALOGUE_URL, reloadPriceList, resetPriceListForTests, startPriceListLoad, usePriceList } from './price-list';

const V2: PriceList = { ...DEFAULT_PRICE_LIST, version: 2, deerProcessingCents: 13_000 };

function answer(prices: PriceList) {
  return new Response(JSON.stringify({ prices }), {
    status: 200,
    headers: { 'content-type': 'application/json', etag: `"prices-v${prices.version}"` },
  });
}

function Probe() {
  const list = usePriceList();
  if (list.status === 'ready') return <p>Version {list.prices.version}</p>;
  if (list.status === 'failed') return <button onClick={list.retry}>Try again</button>;
  return <p>Loading</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  resetPriceListForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customer price list', () => {
  it('asks the catalogue route of the API contract', () => {
    expect(CATALOGUE_URL).toBe(API_PATHS.catalogue.href());
    expect(API_PATHS.catalogue.method).toBe('GET');
  });

  it('is asked for once per page load, however many screens use it', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(V2)));
    vi.stubGlobal('fetch', fetchMock);
    void startPriceListLoad();
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(await screen.findAllByText('Version 2')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/catalogue',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    ]);
  });

  it('revalidates a kept list with its ETag and reads it back on 304', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(V2))),
    );
    await startPriceListLoad();
    resetPriceListForTests();
    const revalidate = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 304 })),
    );
    vi.stubGlobal('fetch', revalidate);
    render(<Probe />);
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(revalidate.mock.calls[0]?.[1].headers).toEqual({
      accept: 'application/json',
      'if-none-match': '"prices-v2"',
    });
  });

  it('says when it failed, and Try again asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    render(<Probe />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(V2))),
    );
    await userEvent.click(retry);
    expect(await screen.findByText('Version 2')).toBeTruthy();
  });

  it('reloads on demand (after a 409 at submit) to the new version', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(DEFAULT_PRICE_LIST))),
    );
    render(<Probe />);
    expect(await screen.findByText('Version 1')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(V2))),
    );
    await reloadPriceList();
    expect(await screen.findByText('Version 2')).toBeTruthy();
  });
});

describe('the price list the server drew the page with (ADR 0601)', () => {
  afterEach(() => {
    document.getElementById('price-list-data')?.remove();
    vi.resetModules();
  });

  it("is ready at the first render, from the page's data block, and no request is made", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'price-list-data';
    block.textContent = JSON.stringify(V2);
    document.body.append(block);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const fresh = await import('./price-list');
    function FreshProbe() {
      const list = fresh.usePriceList();
      return <p>{list.status === 'ready' ? `Version ${list.prices.version}` : 'Loading'}</p>;
    }
    render(<FreshProbe />);
    expect(screen.getByText('Version 2')).toBeTruthy();
    await fresh.startPriceListLoad();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is ignored when the block is not a price list: the list is fetched as before', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'price-list-data';
    block.textContent = '{"version":"x"}';
    document.body.append(block);
    const fetchMock = vi.fn(() => Promise.resolve(answer(V2)));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const fresh = await import('./price-list');
    await fresh.startPriceListLoad();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
