import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';

describe('API_PATHS', () => {
  const id = '0b6e3a5c-6f57-4d2f-9a3e-5b1f2c3d4e5f';

  it('names every route of the order API', () => {
    expect(API_PATHS.health).toBe('/api/health');
    expect(API_PATHS.catalogue).toBe('/api/catalogue');
    expect(API_PATHS.orders).toBe('/api/orders');
    expect(API_PATHS.order(id)).toBe(`/api/orders/${id}`);
    expect(API_PATHS.orderDetails(id)).toBe(`/api/orders/${id}/details`);
    expect(API_PATHS.orderAnimal(id)).toBe(`/api/orders/${id}/animal`);
    expect(API_PATHS.orderCuts(id)).toBe(`/api/orders/${id}/cuts`);
    expect(API_PATHS.orderAddons(id)).toBe(`/api/orders/${id}/addons`);
    expect(API_PATHS.completeOrder(id)).toBe(`/api/orders/${id}/complete`);
    expect(API_PATHS.cancelOrder(id)).toBe(`/api/orders/${id}/cancel`);
    expect(API_PATHS.sendOrderNotifications).toBe('/api/functions/send-order-notifications');
    expect(API_PATHS.checkTwilioCredentials).toBe('/api/functions/check-twilio-credentials');
  });

  it('keeps a stored id from reaching another path', () => {
    expect(API_PATHS.order('../health?x=1')).toBe('/api/orders/..%2Fhealth%3Fx%3D1');
  });
});
