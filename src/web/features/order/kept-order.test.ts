import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../domain/schemas';
import { completeOrder, loadOpenOrder, saveCuts } from './api';
import { clearCurrentOrderId, setCurrentOrderId } from './current-order-id';
import { forgetKeptOrders, keepOrder, readKeptOrder } from './kept-order';
import { dropStepDraft, keepStepDraft, readStepDraft } from './step-draft';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';
const OTHER = '0b8e7c1d-2a3f-4c5d-8e9f-a0b1c2d3e4f5';

function orderOf(id: string, status: string, cuts: string[] = []): OrderDetails {
  return {
    order: { id, status, full_name: 'Sam Hunter', animal_type: 'Deer' },
    cuts: cuts.map((cut_name) => ({ cut_name })),
    addons: [],
  } as unknown as OrderDetails;
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a step's draft", () => {
  const isRows = (value: unknown): value is string[] => Array.isArray(value);

  it('is kept per order and step, stays while answers are kept, and goes on Next or with the order', () => {
    keepStepDraft(ID, 'cuts-Deer', ['Ribs']);
    keepStepDraft(ID, 'addons', [{ addon_name: 'Bacon', quantity: 3 }]);
    keepOrder(orderOf(ID, 'in_progress'));
    expect(readStepDraft(ID, 'cuts-Deer', isRows)).toEqual(['Ribs']);
    expect(readStepDraft(OTHER, 'cuts-Deer', isRows)).toBeNull();
    dropStepDraft(ID, 'cuts-Deer');
    expect(readStepDraft(ID, 'cuts-Deer', isRows)).toBeNull();
    forgetKeptOrders();
    expect(readStepDraft(ID, 'addons', isRows)).toBeNull();
  });

  it('is ignored when it is not of the expected shape', () => {
    localStorage.setItem(`stepDraft:cuts-Deer:${ID}`, '{"not":"rows"}');
    expect(readStepDraft(ID, 'cuts-Deer', isRows)).toBeNull();
    localStorage.setItem(`stepDraft:cuts-Deer:${ID}`, 'not json');
    expect(readStepDraft(ID, 'cuts-Deer', isRows)).toBeNull();
  });
});

describe('the kept order', () => {
  it('keeps one copy, under its own id', () => {
    keepOrder(orderOf(OTHER, 'in_progress'));
    keepOrder(orderOf(ID, 'in_progress', ['Ground']));
    expect(readKeptOrder(OTHER)).toBeNull();
    expect(readKeptOrder(ID)?.cuts).toEqual([{ cut_name: 'Ground' }]);
    forgetKeptOrders();
    expect(readKeptOrder(ID)).toBeNull();
  });

  it('reads a damaged copy as none', () => {
    localStorage.setItem(`keptOrder:${ID}`, '{not json');
    expect(readKeptOrder(ID)).toBeNull();
  });

  it('is what each save answered while the order is open, and goes once it is submitted', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(orderOf(ID, 'in_progress', ['Ribs']))));
    await saveCuts(ID, ['Ribs']);
    expect(readKeptOrder(ID)?.cuts).toEqual([{ cut_name: 'Ribs' }]);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(orderOf(ID, 'completed', ['Ribs']))));
    await completeOrder(ID, 1);
    expect(readKeptOrder(ID)).toBeNull();
  });

  it('goes with the current order id', () => {
    setCurrentOrderId(ID);
    keepOrder(orderOf(ID, 'in_progress'));
    clearCurrentOrderId();
    expect(readKeptOrder(ID)).toBeNull();
  });
});

describe('loadOpenOrder without signal', () => {
  it('answers the kept copy when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(orderOf(ID, 'in_progress', ['Ground']))));
    await loadOpenOrder(ID);
    vi.stubGlobal('fetch', offline);
    expect((await loadOpenOrder(ID))?.cuts).toEqual([{ cut_name: 'Ground' }]);
  });

  it('still fails without a kept copy, and on a server error even with one', async () => {
    vi.stubGlobal('fetch', offline);
    await expect(loadOpenOrder(ID)).rejects.toMatchObject({ status: 0 });
    keepOrder(orderOf(ID, 'in_progress'));
    vi.stubGlobal('fetch', () => Promise.resolve(answer({ error: { code: 'internal', message: 'boom' } }, 500)));
    await expect(loadOpenOrder(ID)).rejects.toMatchObject({ status: 500 });
  });
});
