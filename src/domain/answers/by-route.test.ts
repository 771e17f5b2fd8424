import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../api-paths';
import { API_ANSWERS } from './by-route';
import { OrderStatusPageSchema } from './status-page';

describe('API_ANSWERS', () => {
  it('names the schema of the answer of every route of API_PATHS, and of nothing else', () => {
    expect(Object.keys(API_ANSWERS).sort()).toEqual(Object.keys(API_PATHS).sort());
  });

  it("keeps the customer's name, email and phone out of the status page's answer (docs/shop.md 4)", () => {
    const contact = ['full_name', 'email', 'phone_number'];
    const named = [
      ...Object.keys(OrderStatusPageSchema.shape),
      ...Object.keys(OrderStatusPageSchema.shape.ordered.shape.order.shape),
    ];
    expect(named.filter((key) => contact.includes(key))).toEqual([]);
  });
});
