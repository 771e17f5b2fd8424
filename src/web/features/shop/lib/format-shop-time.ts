/**
 * Times as staff read them, in the counter's clock: 'Nov 23, 10:16 AM', with the year when it is not this
 * year's. (The browser at the counter runs in the shop's time zone.)
 */
export function formatShopTime(iso: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return moment.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: moment.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
