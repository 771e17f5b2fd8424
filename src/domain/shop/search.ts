/**
 * What a board search may mean (docs/shop.md 3): an order number ('GM-1042', 'gm1042'), a tag or order number
 * typed as digits, a phone number in any formatting, an email, or part of a name.
 */
export type SearchTerms = {
  text: string;
  /** 'GM-1042' names exactly this order number. */
  orderNumber: number | null;
  /** Bare digits ('1042') may be a tag or an order number (a barcode scanner types either). */
  wholeNumber: number | null;
  /** The digits of a phone-like search, matched against the phone's digits. */
  phoneDigits: string | null;
};

const ORDER_NUMBER = /^gm-?\s*(\d{1,9})$/i;
const WHOLE_NUMBER = /^\d{1,9}$/;
/** At least 4 digits and nothing but digits and phone punctuation. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

export function parseSearch(raw: string): SearchTerms {
  const text = raw.trim();
  const orderMatch = ORDER_NUMBER.exec(text);
  const digits = text.replace(/\D/g, '');
  return {
    text,
    orderNumber: orderMatch?.[1] ? Number(orderMatch[1]) : null,
    wholeNumber: WHOLE_NUMBER.test(text) ? Number(text) : null,
    phoneDigits: PHONE_LIKE.test(text) && digits.length >= 4 ? digits : null,
  };
}

/** Order numbers are read out and printed as 'GM-1042'. */
export function parseOrderNumber(text: string): number | null {
  const match = ORDER_NUMBER.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}
