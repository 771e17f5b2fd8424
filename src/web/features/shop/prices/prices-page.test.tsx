import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_LIST } from '../../../../domain/price-list';
import { renderApp } from '../../../testing/render-app';
import PricesPage from './prices-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ANSWER = {
  current: DEFAULT_PRICE_LIST,
  versions: [{ version: 1, created_by: 'System', created_at: '2026-11-23T12:00:00.000Z' }],
};
let saveAnswer: () => Response = () => json(500, {});
const saved: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/shop/prices' && init?.method === 'PUT') {
    saved.push(JSON.parse(init.body as string));
    return saveAnswer();
  }
  if (url === '/api/shop/prices') return json(200, ANSWER);
  return json(404, { error: { code: 'not_found', message: 'Not found.' } });
});

beforeEach(() => {
  fetchMock.mockClear();
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderApp(<PricesPage />, { path: '/shop/prices', session: true, strictMode: true });
}

/** The input a visible label names; Testing Library's label and role queries are slow on a form this long. */
function fieldLabelled(text: string): HTMLElement {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === text);
  const field = label ? document.getElementById(label.htmlFor) : null;
  if (!field) throw new Error(`no field labelled ${text}`);
  return field;
}

describe('the prices page (docs/shop.md 5)', () => {
  it('shows a refusal of the new item beside its field and focuses it', async () => {
    const index = DEFAULT_PRICE_LIST.addons.length;
    saveAnswer = () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some fields are not valid.',
          fields: [{ path: `addons[${index}].name`, message: 'Use at most 60 characters.' }],
        },
      });
    const { user } = renderPage();
    // fireEvent, not typing key by key: each key re-renders the long form, slowly in jsdom.
    await screen.findByText('Save prices');
    fireEvent.change(fieldLabelled('Name'), { target: { value: 'Moose' } });
    fireEvent.change(fieldLabelled('Price'), { target: { value: '4' } });
    await user.click(screen.getByText('Save prices'));
    const name = fieldLabelled('Name');
    expect(await screen.findByText('Use at most 60 characters.', { selector: 'p[id]' })).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      base_version: 1,
      addons: expect.arrayContaining([expect.objectContaining({ name: 'Moose', priceCents: 400 })]),
    });
  });

  it('offers to reload when someone else saved first', async () => {
    saveAnswer = () =>
      json(409, {
        error: { code: 'conflict', message: 'The prices were changed by someone else. Reload to see them.' },
      });
    const { user } = renderPage();
    await user.click(await screen.findByText('Save prices'));
    const alert = await screen.findByText('The prices were changed by someone else. Reload to see them.');
    expect(alert.getAttribute('role')).toBe('alert');
    await user.click(screen.getByText('Reload prices'));
    expect(await screen.findByText('Save prices')).toBeTruthy();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    const reads = fetchMock.mock.calls.filter(([url, init]) => url === '/api/shop/prices' && init?.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });
});
