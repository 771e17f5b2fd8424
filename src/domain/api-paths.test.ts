import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';

describe('API_PATHS', () => {
  const id = '0b6e3a5c-6f57-4d2f-9a3e-5b1f2c3d4e5f';

  it('names every route of the order API', () => {
    expect(API_PATHS.health.href()).toBe('/api/health');
    expect(API_PATHS.catalogue.href()).toBe('/api/catalogue');
    expect(API_PATHS.orders.href()).toBe('/api/orders');
    expect(API_PATHS.order.href(id)).toBe(`/api/orders/${id}`);
    expect(API_PATHS.orderDetails.href(id)).toBe(`/api/orders/${id}/details`);
    expect(API_PATHS.orderAnimal.href(id)).toBe(`/api/orders/${id}/animal`);
    expect(API_PATHS.orderCuts.href(id)).toBe(`/api/orders/${id}/cuts`);
    expect(API_PATHS.orderAddons.href(id)).toBe(`/api/orders/${id}/addons`);
    expect(API_PATHS.completeOrder.href(id)).toBe(`/api/orders/${id}/complete`);
    expect(API_PATHS.cancelOrder.href(id)).toBe(`/api/orders/${id}/cancel`);
    expect(API_PATHS.sendOrderNotifications.href()).toBe('/api/functions/send-order-notifications');
    expect(API_PATHS.checkTwilioCredentials.href()).toBe('/api/functions/check-twilio-credentials');
    expect(API_PATHS.orderStatus.href('abc_-DEF')).toBe('/api/status/abc_-DEF');
  });

  it('builds each href from its route pattern', () => {
    for (const route of Object.values(API_PATHS)) {
      expect(route.href(id)).toBe(route.path.replace(/:\w+/, id));
    }
  });

  it('keeps a stored id from reaching another path', () => {
    expect(API_PATHS.order.href('../health?x=1')).toBe('/api/orders/..%2Fhealth%3Fx%3D1');
  });
});
