/**
 * Every word the customer's email and SMS say, in one language (ADR 0604). A typed object per
 * language rather than a catalogue: the compiler refuses a language that lacks a text, and each sentence
 * is written whole, so a translation can order its words as its language needs. Figures (order number,
 * money, tag) are formatted by the caller and passed in. The shop's own 'New order' email stays English.
 */
export type MessageTexts = {
  /** The receipt's fixed words (RECEIPT_LABELS, animals, genders, hog weights): English in, this language out. */
  terms: Readonly<Record<string, string>>;
  notChosen: string;
  none: string;
  trackOrder: string;
  /** The email's first words: 'Hi Dana,'; what follows on the line starts with a small letter. */
  greeting: (name: string) => string;
  phoneLine: (phone: string) => string;
  pickupHoursLine: (hours: string) => string;
  confirmation: {
    /** The SMS, after the optional '<Shop name>: ' (which turns its first letter small). */
    sms: (order: { orderNumber: string; total: string }) => string;
    subject: (order: { orderNumber: string; total: string }) => string;
    heading: (orderNumber: string) => string;
    thanks: (orderNumber: string) => string;
    /** The HTML part's intro after the greeting. */
    htmlIntro: string;
    closing: string;
  };
  ready: {
    /** 'Your order GM-1042 (tag 1042) is ready for pickup.', the order and tag given as orderAndTag. */
    sentence: (orderAndTag: string) => string;
    orderAndTag: (orderNumber: string, tagNumber: number) => string;
    subject: (orderNumber: string) => string;
    balanceDue: (amount: string) => string;
    paidInFull: string;
    pickup: string;
    tag: string;
    paid: string;
    balanceDueLabel: string;
    paidInFullLabel: string;
    pickupHours: string;
    address: string;
    closing: string;
  };
  /**
   * docs/shop.md 9, 'CWD holds': after a CWD test found the disease, the customer is asked to call, and told nothing
   * more.
   */
  cwdDetected: {
    /** 'Please call Bayou Game Processing about your order GM-1042.'; shopName is 'the shop' when unset. */
    pleaseCall: (shopName: string, orderNumber: string) => string;
    theShop: string;
    subject: (orderNumber: string) => string;
  };
  /**
   * docs/shop.md 9, 'Unclaimed meat': the pickup reminders, on the shop's 'Reminder after days'. Dates come as 'Nov 2'.
   */
  pickupReminder: {
    /** 'Your order GM-1042 has been ready since Nov 2.' */
    sentence: (orderNumber: string, readySince: string) => string;
    pickUpBy: (date: string) => string;
    /** When a fee is set: 'After that, storage is $5.00 a day from Nov 17.' */
    feeFrom: (fee: string, date: string) => string;
    /** A reminder after the free days: no date to pick up by any more. */
    asSoonAsYouCan: string;
    feeSince: (fee: string, date: string) => string;
    subject: (orderNumber: string) => string;
  };
  /** docs/shop.md 10: drop-off days. Days come as 'Saturday, November 14' ('sábado, 14 de noviembre'). */
  dropOff: {
    /** The confirmation's row title and SMS sentence for a booked day, and for a full day's waitlist. */
    label: string;
    waitlistLabel: string;
    /** 'Drop-off: Saturday, November 14.' */
    daySentence: (day: string) => string;
    /** 'Waitlist: Saturday, November 14.' */
    waitlistSentence: (day: string) => string;
    /** 'A drop-off spot opened on Saturday, November 14 for your order GM-1042.' */
    spotOpened: (day: string, orderNumber: string) => string;
    spotSubject: (orderNumber: string) => string;
    spotClosing: string;
    /** 'Reminder, drop off your deer for order GM-1042 tomorrow, Saturday, November 14.' */
    reminder: (animal: 'Deer' | 'Hog', orderNumber: string, day: string) => string;
  };
};

/** A receipt's fixed word in the message's language; what the shop or the customer wrote stays as written. */
export function term(texts: MessageTexts, text: string): string {
  return texts.terms[text] ?? text;
}

/** 'Your order…' after a '<Shop name>: ' prefix reads 'your order…'. */
export function afterPrefix(prefix: string, sentence: string): string {
  return prefix ? `${prefix}${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}
