/** Every client route in one place (SPEC 2). */
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

export function cutsPathFor(animal: string): string {
  return animal === 'Hog' ? PATHS.hogCuts : PATHS.deerCuts;
}
