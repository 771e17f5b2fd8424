import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_API_PATHS } from '../../../domain/shop/shop-api-paths';
import { renderApp } from '../../testing/render-app';
import LandingPage, { SHOP_INFO_URL } from './landing-page';

function answer(body: unknown, status = 200) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

function renderLanding() {
  return renderApp(<LandingPage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the landing page and the shop details', () => {
  it('asks the shop-info route of the API contract', () => {
    expect(SHOP_INFO_URL).toBe(SHOP_API_PATHS.shopInfo.href());
    expect(SHOP_API_PATHS.shopInfo.method).toBe('GET');
  });

  it('shows the phone as a tel: link after the help line, then the name and the pickup hours', async () => {
    const fetchMock = answer({
      shop_name: 'Hollow Creek Processing',
      phone: '+1 (205) 555-0100',
      pickup_hours: 'Sat 8-12',
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderLanding();
    const phone = await screen.findByRole('link', { name: '+1 (205) 555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:+12055550100');
    expect(fetchMock).toHaveBeenCalledWith(SHOP_INFO_URL, expect.anything());
    expect(container.querySelector('footer')?.textContent).toBe(
      'Need help? Contact support anytime+1 (205) 555-0100Hollow Creek ProcessingPickup hours: Sat 8-12',
    );
    // docs/customer-flow.md 2: the shop's name heads the page and titles it.
    expect(container.querySelector('main > p')?.textContent).toBe('Hollow Creek Processing');
    expect(document.title).toBe('Hollow Creek Processing');
  });

  it('shows nothing of the shop while it is unset, or when the server fails', async () => {
    for (const fetchMock of [
      answer({ shop_name: '', phone: '', pickup_hours: '' }),
      answer({ error: { code: 'internal', message: 'x' } }, 500),
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    ]) {
      vi.stubGlobal('fetch', fetchMock);
      const { container, unmount } = renderLanding();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container.querySelector('footer')?.textContent).toBe('Need help? Contact support anytime');
      expect(container.querySelector('main > p')?.textContent).toBe('Game Processing');
      expect(document.title).toBe('Game Processing Orders');
      unmount();
    }
  });

  it('gives a phone without digits no link', async () => {
    vi.stubGlobal('fetch', answer({ shop_name: 'Hollow Creek', phone: 'ask at the counter', pickup_hours: '' }));
    renderLanding();
    expect(await screen.findAllByText('Hollow Creek')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
