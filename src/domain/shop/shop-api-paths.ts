import { type ApiRoute, fixedRoute } from '../api-route';

/** A route on one order of the shop, named by its order number ('GM-1042'). */
function shopOrderRoute(method: ApiRoute['method'], suffix = ''): ApiRoute<[orderNumber: string]> {
  return {
    method,
    path: `/api/shop/orders/:number${suffix}`,
    href: (orderNumber) => `/api/shop/orders/${encodeURIComponent(orderNumber)}${suffix}`,
  };
}

/** A route on one staff account. */
function staffRoute(method: ApiRoute['method'], suffix: string): ApiRoute<[id: string]> {
  return {
    method,
    path: `/api/shop/staff/:id${suffix}`,
    href: (id) => `/api/shop/staff/${encodeURIComponent(id)}${suffix}`,
  };
}

/** The shop side's routes (docs/shop.md); every one checks the session and the role on the server. */
export const SHOP_API_PATHS = {
  shopInfo: fixedRoute('GET', '/api/shop-info'),
  // Accounts and sessions.
  session: fixedRoute('GET', '/api/shop/session'),
  signIn: fixedRoute('POST', '/api/shop/sign-in'),
  // docs/shop.md 1: two-factor sign-in with an authenticator app.
  signInSecondFactor: fixedRoute('POST', '/api/shop/sign-in/code'),
  startTwoFactor: fixedRoute('POST', '/api/shop/two-factor/start'),
  confirmTwoFactor: fixedRoute('POST', '/api/shop/two-factor/confirm'),
  turnOffTwoFactor: fixedRoute('POST', '/api/shop/two-factor/off'),
  setTwoFactorRule: fixedRoute('PUT', '/api/shop/two-factor-rule'),
  signOut: fixedRoute('POST', '/api/shop/sign-out'),
  requestPasswordReset: fixedRoute('POST', '/api/shop/password-reset-request'),
  chooseNewPassword: fixedRoute('POST', '/api/shop/password-reset'),
  changePassword: fixedRoute('POST', '/api/shop/password'),
  setupStatus: fixedRoute('GET', '/api/shop/setup'),
  setup: fixedRoute('POST', '/api/shop/setup'),
  staff: fixedRoute('GET', '/api/shop/staff'),
  createStaff: fixedRoute('POST', '/api/shop/staff'),
  setStaffRole: staffRoute('PUT', '/role'),
  resetStaffPassword: staffRoute('POST', '/password'),
  deactivateStaff: staffRoute('POST', '/deactivate'),
  reactivateStaff: staffRoute('POST', '/reactivate'),
  // Settings.
  settings: fixedRoute('GET', '/api/shop/settings'),
  saveSettings: fixedRoute('PUT', '/api/shop/settings'),
  setupProgress: fixedRoute('GET', '/api/shop/setup-progress'),
  // docs/shop.md 10: the owner's drop-off days and daily capacity.
  dropOffSettings: fixedRoute('GET', '/api/shop/drop-off-settings'),
  saveDropOffSettings: fixedRoute('PUT', '/api/shop/drop-off-settings'),
  // docs/shop.md 10: 'We're full today', public for the landing page; marked and opened by staff on the board.
  fullToday: fixedRoute('GET', '/api/full-today'),
  dropOffToday: fixedRoute('GET', '/api/shop/drop-off-today'),
  markToday: fixedRoute('PUT', '/api/shop/drop-off-today'),
  // docs/shop.md 10, 'The shop's view': the season day by day (owner).
  dropOffSeason: fixedRoute('GET', '/api/shop/drop-off-season'),
  // docs/operations.md, 'Backups': the last backup's time and size, or its failure (owner).
  backupStatus: fixedRoute('GET', '/api/shop/backup-status'),
  // Prices (docs/shop.md 5): the current list and its versions, one version, a save making the next.
  prices: fixedRoute('GET', '/api/shop/prices'),
  priceVersion: {
    method: 'GET',
    path: '/api/shop/prices/:version',
    href: (version: string) => `/api/shop/prices/${encodeURIComponent(version)}`,
  } satisfies ApiRoute<[version: string]>,
  savePrices: fixedRoute('PUT', '/api/shop/prices'),
  // docs/shop.md 15: the lobby's counter tablets (owner); setting one up is done on the tablet itself.
  counterTablets: fixedRoute('GET', '/api/shop/counter-tablets'),
  setUpCounterTablet: fixedRoute('POST', '/api/shop/counter-tablets'),
  // Public: the tablet asks whether it still is one (its credential is an httpOnly cookie). Here rather than
  // in API_PATHS, whose whole object the customer's entry carries.
  counterTablet: fixedRoute('GET', '/api/counter-tablet'),
  removeCounterTablet: {
    method: 'POST',
    path: '/api/shop/counter-tablets/:id/remove',
    href: (id: string) => `/api/shop/counter-tablets/${encodeURIComponent(id)}/remove`,
  } satisfies ApiRoute<[id: string]>,
  // Orders.
  board: fixedRoute('GET', '/api/shop/orders'),
  // docs/shop.md 14: an order entered by staff at the counter.
  enterCounterOrder: fixedRoute('POST', '/api/shop/orders'),
  counterOrderForm: fixedRoute('GET', '/api/shop/counter-order-form'),
  lookup: fixedRoute('GET', '/api/shop/lookup'),
  events: fixedRoute('GET', '/api/shop/events'),
  shopOrder: shopOrderRoute('GET'),
  checkIn: shopOrderRoute('POST', '/check-in'),
  moveStage: shopOrderRoute('POST', '/stage'),
  cancelShopOrder: shopOrderRoute('POST', '/cancel'),
  editDetails: shopOrderRoute('PUT', '/details'),
  editAnimal: shopOrderRoute('PUT', '/animal'),
  editCuts: shopOrderRoute('PUT', '/cuts'),
  editAddons: shopOrderRoute('PUT', '/addons'),
  editDropOff: shopOrderRoute('PUT', '/drop-off'),
  // docs/shop.md 11: the finished weight, before or at 'Mark ready for pickup' (which may bring it too).
  setFinishedWeight: shopOrderRoute('PUT', '/finished-weight'),
  // docs/shop.md 10, 'Staff give or move a day': give or move the order's drop-off day.
  setDropOffDay: shopOrderRoute('PUT', '/drop-off-day'),
  // Payments, pickup, printing and the ready message (docs/shop.md 2 to 4).
  recordPayment: shopOrderRoute('POST', '/payments'),
  voidPayment: {
    method: 'POST',
    path: '/api/shop/orders/:number/payments/:paymentId/void',
    href: (orderNumber: string, paymentId: string) =>
      `/api/shop/orders/${encodeURIComponent(orderNumber)}/payments/${encodeURIComponent(paymentId)}/void`,
  } satisfies ApiRoute<[orderNumber: string, paymentId: string]>,
  recordPickup: shopOrderRoute('POST', '/pickup'),
  resendReadyMessage: shopOrderRoute('POST', '/resend-ready'),
  readyPreview: shopOrderRoute('GET', '/ready-preview'),
  // Printing (docs/shop.md 3): the printed pages read their sheet; each print is recorded by its POST.
  printSheet: shopOrderRoute('GET', '/print-sheet'),
  printCutSheet: shopOrderRoute('POST', '/cut-sheet'),
  printLabels: shopOrderRoute('POST', '/labels'),
  // CWD holds (docs/shop.md 9): the sample, its result, and what was done after 'Detected' (owner).
  recordCwdSample: shopOrderRoute('POST', '/cwd-sample'),
  recordCwdResult: shopOrderRoute('POST', '/cwd-result'),
  recordCwdOutcome: shopOrderRoute('POST', '/cwd-outcome'),
  // Unclaimed meat (docs/shop.md 9): the owner closes a ready order past its unclaimed day.
  markUnclaimed: shopOrderRoute('POST', '/unclaimed'),
  // The season's orders out as CSV (docs/shop.md 6); the query holds dates and a stage, nothing personal.
  exportOrders: fixedRoute('GET', '/api/shop/export/orders.csv'),
  exportLineItems: fixedRoute('GET', '/api/shop/export/line-items.csv'),
  // docs/shop.md 9, the processor's log: the animals checked in over a range of days, as JSON and as CSV.
  processorLog: fixedRoute('GET', '/api/shop/log'),
  processorLogCsv: fixedRoute('GET', '/api/shop/log.csv'),
  // docs/shop.md 11: yield per species over a range of check-in days (owner).
  yieldReport: fixedRoute('GET', '/api/shop/yield'),
  // docs/shop.md 12: donation programs (owner), an order's donation (staff), and /shop/donations (owner).
  donationPrograms: fixedRoute('GET', '/api/shop/donation-programs'),
  createDonationProgram: fixedRoute('POST', '/api/shop/donation-programs'),
  saveDonationProgram: {
    method: 'PUT',
    path: '/api/shop/donation-programs/:id',
    href: (id: string) => `/api/shop/donation-programs/${encodeURIComponent(id)}`,
  } satisfies ApiRoute<[id: string]>,
  setDonation: shopOrderRoute('PUT', '/donation'),
  donations: fixedRoute('GET', '/api/shop/donations'),
  donationsCsv: fixedRoute('GET', '/api/shop/donations.csv'),
} as const;
