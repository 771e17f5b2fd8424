/**
 * A day as the shop reads it, in the shop's own time zone (its settings), whatever the printing computer's
 * clock: 'Nov 23, 2026'. An unknown zone falls back to the computer's.
 */
export function formatShopDate(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
  try {
    return moment.toLocaleDateString('en-US', { ...options, timeZone });
  } catch {
    return moment.toLocaleDateString('en-US', options);
  }
}
