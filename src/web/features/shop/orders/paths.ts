/** Where the board and an order's page live (docs/shop.md 3). */
export const BOARD_PATH = '/shop';

export function orderPagePath(orderNumber: string): string {
  return `/shop/orders/${encodeURIComponent(orderNumber)}`;
}

/** The order's printed pages (docs/shop.md 3); the labels page takes how many as ?count=3. */
export function cutSheetPath(orderNumber: string): string {
  return `${orderPagePath(orderNumber)}/cut-sheet`;
}

export function labelsPath(orderNumber: string): string {
  return `${orderPagePath(orderNumber)}/labels`;
}
