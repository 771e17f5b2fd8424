/**
 * Times and days as staff read them, one format everywhere (docs/shop.md 3, 'Dates and quantities'): 'Nov 23, 10:16 AM'
 * and 'Dec 11', with the year when it is not this year's, in the shop's time zone (its settings) once a session answer
 * has named it; until then, and for a zone the browser does not know, in the computer's own.
 */
let shopTimeZone: string | undefined;

/** The zone of the shop's settings, from each session answer (lib/session.tsx). */
export function setShopTimeZone(zone: string | undefined): void {
  try {
    shopTimeZone = zone ? new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone : undefined;
  } catch {
    shopTimeZone = undefined;
  }
}

const yearOf = (moment: Date, timeZone: string | undefined) =>
  Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(moment));

/** A moment: 'Nov 23, 10:16 AM'. */
export function formatShopTime(iso: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const timeZone = shopTimeZone;
  return moment.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: yearOf(moment, timeZone) === yearOf(now, timeZone) ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** A calendar day of the shop ('2026-12-11', as the server keeps it): 'Dec 11'. */
export function formatShopDay(day: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(Date.UTC(year, month - 1, date, 12));
  return moment.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: year === yearOf(now, shopTimeZone) ? undefined : 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A day on paper (the labels' 'Checked in'): 'Nov 23, 2026', always with its year, since a label outlives
 * the season in a freezer; in the zone the print sheet names, else the computer's.
 */
export function formatPrintedDay(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
  try {
    return moment.toLocaleDateString('en-US', { ...options, timeZone });
  } catch {
    return moment.toLocaleDateString('en-US', options);
  }
}
