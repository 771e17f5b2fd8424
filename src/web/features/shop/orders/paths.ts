/** Where the board and an order's page live (SHOP.md 3). */
export const BOARD_PATH = '/shop';

export function orderPagePath(orderNumber: string): string {
  return `/shop/orders/${encodeURIComponent(orderNumber)}`;
}
