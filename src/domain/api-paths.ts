/** The HTTP paths of the order API, shared so the web client and the server cannot drift apart. */
export const API_PATHS = {
  health: '/api/health',
  catalogue: '/api/catalogue',
  orders: '/api/orders',
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  orderDetails: (id: string) => `/api/orders/${encodeURIComponent(id)}/details`,
  orderAnimal: (id: string) => `/api/orders/${encodeURIComponent(id)}/animal`,
  orderCuts: (id: string) => `/api/orders/${encodeURIComponent(id)}/cuts`,
  orderAddons: (id: string) => `/api/orders/${encodeURIComponent(id)}/addons`,
  completeOrder: (id: string) => `/api/orders/${encodeURIComponent(id)}/complete`,
  cancelOrder: (id: string) => `/api/orders/${encodeURIComponent(id)}/cancel`,
  sendOrderNotifications: '/api/functions/send-order-notifications',
  checkTwilioCredentials: '/api/functions/check-twilio-credentials',
} as const;
