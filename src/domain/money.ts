/** Money is held as integer cents everywhere; dollars exist only in texts shown to people. */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450 -> '$1,234.50' */
export function formatCents(cents: Cents): string {
  return usd.format(cents / 100);
}

export type PriceUnit = 'lb' | 'jar' | 'single';

const UNIT_SUFFIX: Record<PriceUnit, string> = { lb: '/lb', jar: '/Jar', single: '' };

/** The price text the spec stores in addon_price: '$10.00', '$2.00/lb', '$15.00/Jar'. */
export function formatPriceText(cents: Cents, unit: PriceUnit): string {
  return `${formatCents(cents)}${UNIT_SUFFIX[unit]}`;
}

/**
 * How the review reads a stored price (docs/customer-flow.md 5): the number after an optional '$';
 * a missing or unreadable price counts as 0.
 */
export function parsePriceText(text: string | null | undefined): Cents {
  if (!text) return 0;
  const match = /^\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) return 0;
  return dollarsToCents(Number(match[1].replace(/,/g, '')));
}

/** Rounds to the nearest cent; the small epsilon keeps 1.005 from becoming 100 through float error. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100 + Math.sign(dollars) * 1e-7);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** price x quantity rounded to the cent; quantities may be fractional pounds. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  return Math.round(Number((cents * quantity).toFixed(6)));
}
