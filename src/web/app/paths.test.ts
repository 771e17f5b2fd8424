import { describe, expect, it } from 'vitest';
import { statusPagePath } from '../../domain/api-paths';
import { CUSTOMER_PAGE_PATHS } from '../../domain/page-paths';
import { paths, routePath } from './paths';
import { shopPaths } from './shop-paths';
import { MISSING_ORDER_REDIRECTS, cutsPathFor } from '../features/order/step-paths';

describe('the route registry', () => {
  it('gives each customer step its address', () => {
    expect(paths.orderDetails.getHref()).toBe('/order-details');
    expect(cutsPathFor('Hog')).toBe('/choose-hog-cuts');
    expect(cutsPathFor('')).toBe('/choose-deer-cuts');
    expect(routePath('/addons/')).toBe(paths.addons.path);
    expect(MISSING_ORDER_REDIRECTS[paths.reviewOrder.path]).toBe(paths.orderDetails.getHref());
  });

  it("routes exactly the customer's fixed addresses the server draws (src/domain/page-paths.ts)", () => {
    const registry = Object.fromEntries(
      Object.keys(CUSTOMER_PAGE_PATHS).map((key) => [key, paths[key as keyof typeof paths].path]),
    );
    expect(registry).toEqual(CUSTOMER_PAGE_PATHS);
  });

  it('sends a customer without an order where docs/customer-flow.md decision 14 says', () => {
    // The boot script and the screens both read this table (ADR 0605); the browser tests follow it once each way.
    expect(MISSING_ORDER_REDIRECTS).toEqual({
      '/choose-animal': '/order-details',
      '/drop-off': '/choose-animal',
      '/choose-deer-cuts': '/choose-animal',
      '/choose-hog-cuts': '/choose-animal',
      '/addons': '/choose-animal',
      '/review-order': '/order-details',
    });
  });

  it('links the status page as the server does in its messages', () => {
    expect(paths.status.getHref('a/b c')).toBe(statusPagePath('a/b c'));
    expect(paths.status.path).toBe('/status/:token');
  });

  it('matches shop pages below /shop and links them whole, with the order number kept in one segment', () => {
    expect(paths.shop.path).toBe('/shop/*');
    expect(shopPaths.board.getHref()).toBe(paths.shop.getHref());
    expect(shopPaths.order.path).toBe('orders/:number');
    expect(shopPaths.order.getHref('GM-1042')).toBe('/shop/orders/GM-1042');
    expect(shopPaths.labels.getHref('GM/1')).toBe('/shop/orders/GM%2F1/labels');
    expect(shopPaths.priceVersion.getHref(2)).toBe('/shop/prices/2');
    expect(shopPaths.signIn.getHref()).toBe('/shop/sign-in');
    expect(shopPaths.signIn.getHref('/shop/staff')).toBe('/shop/sign-in?next=%2Fshop%2Fstaff');
  });
});
