import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueAnswer, DEER_CUTS, DEFAULT_PRICE_LIST, HOG_CUTS } from '../../domain';
import { checkingApiAnswers } from '../test/api-answers';
import { type TestApp, startTestApp } from '../test/test-app';
import { insertPriceVersion } from './price-list-store';

let t: TestApp;
beforeAll(async () => {
  t = checkingApiAnswers(await startTestApp());
});
afterAll(async () => t?.close());

describe('GET /api/catalogue', () => {
  it('serves the catalogue the server prices from: the current price list and the structure', async () => {
    const response = await t.request<CatalogueAnswer>('GET', '/api/catalogue');
    expect(response.status).toBe(200);
    expect(response.body.prices).toEqual(JSON.parse(JSON.stringify(DEFAULT_PRICE_LIST)));
    expect(response.body.deer_cuts).toEqual(JSON.parse(JSON.stringify(DEER_CUTS)));
    expect(response.body.hog_cuts).toEqual(JSON.parse(JSON.stringify(HOG_CUTS)));
    expect(response.headers.get('etag')).toBe('"prices-v1"');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('GET /api/catalogue revalidation (docs/shop.md 5)', () => {
  it('answers 304 to its own ETag until a new version is saved, then the new list with its ETag', async () => {
    const own = checkingApiAnswers(await startTestApp());
    try {
      const first = await own.request<CatalogueAnswer>('GET', '/api/catalogue');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toBe('"prices-v1"');
      const again = await own.request('GET', '/api/catalogue', undefined, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      const listed = await own.request('GET', '/api/catalogue', undefined, {
        headers: { 'if-none-match': `"prices-v7", W/${etag}` },
      });
      expect(listed.status).toBe(304);

      const { version: _version, ...prices } = DEFAULT_PRICE_LIST;
      await insertPriceVersion(
        own.database.db,
        { ...prices, deerProcessingCents: 13_500 },
        { id: null, name: 'Owner' },
      );
      const changed = await own.request<CatalogueAnswer>('GET', '/api/catalogue', undefined, {
        headers: { 'if-none-match': etag },
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).toBe('"prices-v2"');
      expect(changed.body.prices).toMatchObject({ version: 2, deerProcessingCents: 13_500 });
    } finally {
      await own.close();
    }
  });
});
