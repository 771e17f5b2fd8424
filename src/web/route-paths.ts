/**
 * Every client route in one place (docs/customer-flow.md 2), with no imports: the build's boot script (ADR 0605) reads the
 * redirects below too, so this module must load in vite.config.ts as well as in the app.
 */
export const PATHS = {
  home: '/',
  orderDetails: '/order-details',
  chooseAnimal: '/choose-animal',
  deerCuts: '/choose-deer-cuts',
  hogCuts: '/choose-hog-cuts',
  addons: '/addons',
  reviewOrder: '/review-order',
  testNotifications: '/test-notifications',
} as const;

/** The route a browser path names: '/addons/' is '/addons' (React Router matches both), '/' stays '/'. */
export function routePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function cutsPathFor(animal: string): string {
  return animal === 'Hog' ? PATHS.hogCuts : PATHS.deerCuts;
}

/**
 * docs/customer-flow.md decision 14: where each step sends a customer who has no order in progress. The boot script does it
 * before the step's first paint when no order is saved at all; the screen does it when the saved order is gone.
 */
export const MISSING_ORDER_REDIRECTS: Record<string, string> = {
  [PATHS.chooseAnimal]: PATHS.orderDetails,
  [PATHS.deerCuts]: PATHS.chooseAnimal,
  [PATHS.hogCuts]: PATHS.chooseAnimal,
  [PATHS.addons]: PATHS.chooseAnimal,
  [PATHS.reviewOrder]: PATHS.orderDetails,
};

/**
 * sessionStorage key under which the boot script leaves the page it sent a customer to for lack of an order:
 * that page then says 'No active order found' (the app) and does not send them on (both).
 */
export const MISSING_ORDER_ARRIVAL_KEY = 'missingOrderArrival';
