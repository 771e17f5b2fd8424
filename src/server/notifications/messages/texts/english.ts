import type { MessageTexts } from './message-texts';

/** The messages as docs/customer-flow.md and docs/shop.md 4 word them. The receipt's terms are the domain's own English. */
export const ENGLISH: MessageTexts = {
  terms: {},
  notChosen: 'Not chosen',
  none: 'None',
  trackOrder: 'Track your order',
  greeting: (name) => `Hi ${name},`,
  phoneLine: (phone) => `Phone: ${phone}`,
  pickupHoursLine: (hours) => `Pickup hours: ${hours}`,
  confirmation: {
    sms: ({ orderNumber, total }) =>
      `Your order ${orderNumber} is confirmed. Total: ${total}. We'll email the details and contact you when it's ready.`,
    subject: ({ orderNumber, total }) => `Order ${orderNumber} confirmed - ${total}`,
    heading: (orderNumber) => `Order ${orderNumber} confirmed`,
    thanks: (orderNumber) => `Thank you for your order ${orderNumber}. Here is what we received:`,
    htmlIntro: 'thank you for your order. Here is what we received:',
    closing: 'We will contact you when your order is ready.',
  },
  ready: {
    sentence: (orderAndTag) => `Your order ${orderAndTag} is ready for pickup.`,
    orderAndTag: (orderNumber, tagNumber) => `${orderNumber} (tag ${tagNumber})`,
    subject: (orderNumber) => `Your order ${orderNumber} is ready for pickup`,
    balanceDue: (amount) => `Balance due ${amount}.`,
    paidInFull: 'Paid in full.',
    pickup: 'Pickup',
    tag: 'Tag',
    paid: 'Paid',
    balanceDueLabel: 'Balance due',
    paidInFullLabel: 'Paid in full',
    pickupHours: 'Pickup hours',
    address: 'Address',
    closing: 'Please bring your order number or tag when you come.',
  },
  cwdDetected: {
    pleaseCall: (shopName, orderNumber) => `Please call ${shopName} about your order ${orderNumber}.`,
    theShop: 'the shop',
    subject: (orderNumber) => `About your order ${orderNumber}`,
  },
  pickupReminder: {
    sentence: (orderNumber, readySince) => `Your order ${orderNumber} has been ready since ${readySince}.`,
    pickUpBy: (date) => `Please pick it up by ${date}.`,
    feeFrom: (fee, date) => `After that, storage is ${fee} a day from ${date}.`,
    asSoonAsYouCan: 'Please pick it up as soon as you can.',
    feeSince: (fee, date) => `Storage has been ${fee} a day since ${date}.`,
    subject: (orderNumber) => `Reminder: your order ${orderNumber} is ready for pickup`,
  },
  dropOff: {
    label: 'Drop-off',
    waitlistLabel: 'Waitlist',
    daySentence: (day) => `Drop-off: ${day}.`,
    waitlistSentence: (day) => `Waitlist: ${day}.`,
    spotOpened: (day, orderNumber) => `A drop-off spot opened on ${day} for your order ${orderNumber}.`,
    spotSubject: (orderNumber) => `A drop-off spot opened for your order ${orderNumber}`,
    spotClosing: 'Please bring your animal in on that day.',
    reminder: (animal, orderNumber, day) =>
      `Reminder, drop off your ${animal === 'Deer' ? 'deer' : 'hog'} for order ${orderNumber} tomorrow, ${day}.`,
  },
};
