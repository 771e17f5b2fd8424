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

/** Each step's title (its h1) and subtitle, shared by the screen and its loading shell. */
export const SCREEN_HEADINGS: Record<string, { title: string; subtitle: string }> = {
  [PATHS.orderDetails]: { title: 'Order Details', subtitle: 'How can we reach you about this order?' },
  [PATHS.chooseAnimal]: { title: 'Choose Your Animal', subtitle: 'Select the animal you are bringing in' },
  // The subtitle names the current price list's processing price (basicCutAndWrapText), not a constant.
  [PATHS.deerCuts]: { title: 'Choose Deer Cuts', subtitle: '' },
  [PATHS.hogCuts]: { title: 'Choose Hog Cuts', subtitle: 'Select the cuts you want processed' },
  [PATHS.addons]: { title: 'Add-ons', subtitle: 'Select any additional processing options' },
  [PATHS.reviewOrder]: { title: 'Review Your Order', subtitle: 'Please review your order details before submitting' },
};

export function headingFor(path: string): { title: string; subtitle: string } {
  const heading = SCREEN_HEADINGS[path];
  if (!heading) throw new Error(`No heading for ${path}`);
  return heading;
}
