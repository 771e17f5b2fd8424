/** docs/shop.md 2: a season is the calendar year in the shop's time zone; tags are unique within one. */
export function seasonOf(moment: Date, timeZone: string): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(moment);
  return Number(year);
}
