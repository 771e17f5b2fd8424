import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { completeOrder, getOrder, saveCuts } from './api';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON to the contract path and returns the order details', async () => {
    const details = { order: { id: ID }, cuts: [{ cut_name: 'Ribs' }], addons: [], totals: {} };
    const fetchMock = vi.fn(async () => answer(200, details));
    vi.stubGlobal('fetch', fetchMock);
    await expect(saveCuts(ID, ['Ribs'])).resolves.toEqual(details);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/orders/${ID}/cuts`,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ cuts: ['Ribs'] }) }),
    );
  });

  it('turns an error answer into an ApiRequestError with status and code', async () => {
    vi.stubGlobal('fetch', async () => answer(404, { error: { code: 'not_found', message: 'Order not found.' } }));
    const error = await getOrder(ID).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Order not found.', isMissingOrder: true });
  });

  it('copes with an error answer that is not JSON (a proxy page)', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(getOrder(ID)).rejects.toMatchObject({ status: 502, code: null, isMissingOrder: false });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getOrder(ID)).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('refuses a success answer that is not an order', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { hello: 'world' }));
    await expect(getOrder(ID)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('takes a submit answer with its confirmation or without one, and refuses a confirmation without channels', async () => {
    const details = { order: { id: ID, status: 'completed' }, cuts: [], addons: [], totals: {} };
    const confirmation = { order_number: 'GM-1001', channels: ['email'], status_path: null, shop: {} };
    vi.stubGlobal('fetch', async () => answer(200, { ...details, confirmation }));
    await expect(completeOrder(ID, 1)).resolves.toEqual({ ...details, confirmation });
    vi.stubGlobal('fetch', async () => answer(200, details));
    await expect(completeOrder(ID, 1)).resolves.toEqual(details);
    vi.stubGlobal('fetch', async () => answer(200, { ...details, confirmation: { order_number: 'GM-1001' } }));
    await expect(completeOrder(ID, 1)).rejects.toMatchObject({ code: 'bad_response' });
  });
});
