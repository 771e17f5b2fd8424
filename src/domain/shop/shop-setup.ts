import type { ShopSettings } from './answers/settings';

/**
 * docs/shop.md 3, 'Sign-in and setup': the time zones a US or Canadian shop is in, by the names people use for them.
 * The settings store the IANA name; a zone saved that is not here (set through the API) is still shown, by that name.
 */
export const SHOP_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Toronto', label: 'Eastern (Toronto)' },
  { zone: 'America/Detroit', label: 'Eastern (Detroit)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Eastern (Indianapolis)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Winnipeg', label: 'Central (Winnipeg)' },
  { zone: 'America/Regina', label: 'Central, no daylight saving (Regina)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Edmonton', label: 'Mountain (Edmonton)' },
  { zone: 'America/Boise', label: 'Mountain (Boise)' },
  { zone: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Vancouver', label: 'Pacific (Vancouver)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Halifax', label: 'Atlantic (Halifax)' },
  { zone: 'America/St_Johns', label: "Newfoundland (St. John's)" },
] as const;

/** The settings' default zone (the column's default, docs/shop.md 3). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The choices for a zone select: the list, with the saved zone first when it is not on it. */
export function timeZoneChoices(saved: string): { zone: string; label: string }[] {
  const listed = SHOP_TIME_ZONES.some((choice) => choice.zone === saved);
  return listed || saved === '' ? [...SHOP_TIME_ZONES] : [{ zone: saved, label: saved }, ...SHOP_TIME_ZONES];
}

/**
 * The zone a new shop's setup starts with: the browser's when it is one of the list and the shop still has
 * the default, else the saved one.
 */
export function suggestedTimeZone(saved: string, browserZone: string | undefined): string {
  if (saved !== DEFAULT_TIME_ZONE || !browserZone) return saved;
  return SHOP_TIME_ZONES.some((choice) => choice.zone === browserZone) ? browserZone : saved;
}

/** What the shop's setup asks for and the printouts and customers need, in the order the board names them. */
const SETUP_ITEMS = [
  { key: 'shop_name', words: 'name' },
  { key: 'phone', words: 'phone' },
  { key: 'address', words: 'address' },
  { key: 'pickup_hours', words: 'pickup hours' },
] as const satisfies readonly { key: keyof ShopSettings; words: string }[];

type SetupFields = Pick<ShopSettings, (typeof SETUP_ITEMS)[number]['key']>;

/** The setup items still empty, in words ('name', 'phone'); none once the shop is set up. */
export function missingShopSetup(info: SetupFields): string[] {
  return SETUP_ITEMS.filter((item) => info[item.key].trim() === '').map((item) => item.words);
}

/** 'The shop's phone and address are not set yet.' */
export function missingSetupSentence(missing: readonly string[]): string {
  const list =
    missing.length <= 1
      ? (missing[0] ?? '')
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1] ?? ''}`;
  return `The shop's ${list} ${missing.length === 1 ? 'is' : 'are'} not set yet.`;
}
