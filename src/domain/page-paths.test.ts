import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAGE_PATHS, customerPagePath } from './page-paths';

describe('customerPagePath', () => {
  it('names a customer page however the router would match it, and nothing for any other path', () => {
    expect(customerPagePath('/')).toBe(CUSTOMER_PAGE_PATHS.home);
    expect(customerPagePath('/addons/')).toBe(CUSTOMER_PAGE_PATHS.addons);
    expect(customerPagePath('/Order-Details')).toBe(CUSTOMER_PAGE_PATHS.orderDetails);
    for (const unknown of ['/no-such-page', '/addons/x', '/addonsx', '//addons', '/status', '/shop/x']) {
      expect(customerPagePath(unknown), unknown).toBeNull();
    }
  });
});
