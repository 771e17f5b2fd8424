import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompleteOrderInputSchema, OrderDetailsInputSchema } from '../../../domain/schemas';
import { activateLanguage, chooseLanguage } from '../../i18n/language';
import { completeOrder, createOrder, updateOrderDetails } from './api';

const ID = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';
const DETAILS = { full_name: 'Ana Ruiz', email: 'ana@example.com', phone_number: '5055550100' };

afterEach(async () => {
  vi.unstubAllGlobals();
  document.cookie = 'lang=; Path=/; Max-Age=0';
  await activateLanguage('en');
});

function captureBodies() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ order: { id: ID }, cuts: [], addons: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

describe("the order's language", () => {
  it('goes with the details (create and update) and with the submit, as the domain schemas read it', async () => {
    const bodies = captureBodies();
    await activateLanguage('es');
    await createOrder(DETAILS);
    await updateOrderDetails(ID, DETAILS);
    await completeOrder(ID, 3);
    expect(bodies).toEqual([
      { ...DETAILS, language: 'es' },
      { ...DETAILS, language: 'es' },
      { price_version: 3, language: 'es' },
    ]);
    expect(OrderDetailsInputSchema.parse(bodies[0]).language).toBe('es');
    expect(CompleteOrderInputSchema.parse(bodies[2]).language).toBe('es');
  });

  it('is English once chosen, and left out (English to the server) while the customer has chosen none', async () => {
    const bodies = captureBodies();
    await completeOrder(ID, 1);
    await chooseLanguage('en');
    await completeOrder(ID, 2);
    expect(bodies).toEqual([{ price_version: 1 }, { price_version: 2, language: 'en' }]);
  });
});
