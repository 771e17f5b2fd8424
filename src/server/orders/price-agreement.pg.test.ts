import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnimalInput,
  type CatalogueAnswer,
  type OrderDetails,
  type StoredAddon,
  addonSelectionToRows,
  computeOrderTotals,
  hogWeightCostDollars,
  prepAddonRows,
  orderTotalProblem,
  priceAddonRow,
} from '../../domain';
import { type OrderShape, orderShapeArb, priceListArb, validAddonSelectionArb } from '../../domain/test/arbitraries';
import { insertPriceVersion } from '../prices/price-list-store';
import { paths, placeOrderViaApi } from '../test/factories';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(() => t.close());

function animalInput(shape: OrderShape, shownPrep: readonly string[]): AnimalInput {
  if (shape.animal_type === 'Deer') {
    return { animal_type: 'Deer', gender: 'Doe', prep: shape.prep.filter((name) => shownPrep.includes(name)) };
  }
  return shape.weight_option === 'under200'
    ? { animal_type: 'Hog', gender: 'Sow', weight_option: 'under200', weight_pounds: null }
    : { animal_type: 'Hog', gender: 'Sow', weight_option: 'over200', weight_pounds: shape.weightTenths / 10 };
}

/**
 * docs/shop.md 5: the client prices an order with the list GET /api/catalogue gave it and the domain's rules;
 * the server prices the same order with the same version. For any list the owner could save, they agree.
 */
describe('client and server totals under any price list (property)', () => {
  it('agree to the cent, and the submit charges what the review showed', async () => {
    // An arbitrary list and a selection the add-ons screen would allow from it (hidden items never offered).
    const listAndOrder = priceListArb.chain((prices) =>
      fc.tuple(fc.constant(prices), orderShapeArb, validAddonSelectionArb(prices)),
    );
    await fc.assert(
      fc.asyncProperty(listAndOrder, async ([drawn, shape, selection]) => {
        const { version: _drawnVersion, ...prices } = drawn;
        await insertPriceVersion(t.database.db, prices, { id: null, name: 'Property Owner' });
        const { prices: list } = (await t.request<CatalogueAnswer>('GET', '/api/catalogue')).body;

        // The client's side: what the review would compute from the catalogue's list.
        const animal = animalInput(
          shape,
          list.prep.filter((option) => !option.hidden).map((option) => option.name),
        );
        const rows = addonSelectionToRows(list, selection);
        const prep = animal.animal_type === 'Deer' ? prepAddonRows(list, animal.prep) : [];
        const addons: StoredAddon[] = rows.map((row) => priceAddonRow(list, row)!);
        const weightCost =
          animal.animal_type === 'Hog' ? hogWeightCostDollars(list, animal.weight_option, animal.weight_pounds) : null;
        const client = computeOrderTotals(list, { animal_type: animal.animal_type, weight_cost: weightCost }, [
          ...prep,
          ...addons,
        ]);
        const server = await placeOrderViaApi(t, {
          animal,
          cuts: [animal.animal_type === 'Deer' ? 'Ribs' : 'Chops'],
          addons: rows,
        });
        expect(server.order.price_version).toBe(list.version);
        expect(server.order.weight_cost).toBe(weightCost);
        expect(server.addons).toEqual([...prep, ...addons]);
        expect(server.totals).toEqual({
          processing_cents: client.processingCents,
          prep_cents: client.prepCents,
          addons_cents: client.addonsCents,
          grand_total_cents: client.grandTotalCents,
        });

        const submitted = await t.request<OrderDetails>('POST', paths.complete(server.order.id), {
          price_version: list.version,
        });
        // Both sides agree on whether the order may be submitted at all (MAX_ORDER_TOTAL_CENTS).
        if (orderTotalProblem(client.grandTotalCents)) {
          expect(submitted.status).toBe(400);
          return;
        }
        expect(submitted.status).toBe(200);
        expect(submitted.body.order.total_cents).toBe(client.grandTotalCents);
      }),
      { numRuns: 12 },
    );
  });
});
