/**
 * docs/shop.md 13, the state's record: several states tell a processor what to record of each animal it
 * receives, in which order, and how long to keep it. A shop names its state on the settings page; its log
 * then shows that state's columns, flags entries missing a field the rule requires, and check-in asks for
 * those fields. A state without a profile here gets the full log (processor-log.ts). The rules are summaries
 * with their sources (docs/shop.md 'The state's record'); a shop must check its own state's current rule.
 * No zod here: the log page and the check-in form read these too.
 */

/** What an entry of the record can show, whatever the state calls it. */
export const RECORD_FIELDS = [
  'received_on',
  'species',
  'sex',
  'owner_name',
  'owner_address',
  'delivered_by',
  'harvest_state',
  'harvest_county',
  'harvest_zone',
  'harvest_date',
  'license_number',
  'confirmation_number',
  'tag_number',
  'disposed_on',
  'disposed_to',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

/** The check-in fields a state's rule can require (the drop-off fields of drop-off.ts that it names). */
export const STATE_CHECK_IN_FIELDS = [
  'hunter_address',
  'harvest_state',
  'harvest_county',
  'harvest_zone',
  'harvest_date',
  'license_number',
  'confirmation_number',
] as const;
export type StateCheckInField = (typeof STATE_CHECK_IN_FIELDS)[number];

export type RecordColumn = { field: RecordField; label: string };

export type StateProfile = {
  /** 'IN' */
  code: string;
  /** 'Indiana' */
  name: string;
  /** '312 IAC 9-3-10' */
  rule: string;
  /** '18 months', or null where the rule names no period. */
  keep: string | null;
  /** Where the summary comes from. */
  source: string;
  /** The record's columns, in the rule's order. */
  columns: readonly RecordColumn[];
  /** What check-in must ask for; the others stay optional. */
  required: readonly StateCheckInField[];
  /** Michigan: the record goes to the state each month (the 'Monthly report' view). */
  monthlyReport: boolean;
};

const col = (field: RecordField, label: string): RecordColumn => ({ field, label });

export const STATE_PROFILES: readonly StateProfile[] = [
  {
    code: 'IN',
    name: 'Indiana',
    rule: '312 IAC 9-3-10',
    keep: '18 months',
    source: 'Indiana Administrative Code 312 IAC 9-3-10 (deer processors and taxidermists)',
    columns: [
      col('received_on', 'Date received'),
      col('disposed_on', 'Date disposed'),
      col('owner_name', "Owner's name"),
      col('owner_address', "Owner's address"),
      col('harvest_state', 'State of harvest'),
      col('confirmation_number', 'Tag or confirmation number'),
    ],
    required: ['hunter_address', 'harvest_state', 'confirmation_number'],
    monthlyReport: false,
  },
  {
    code: 'OH',
    name: 'Ohio',
    rule: 'form 8812',
    keep: null,
    source: 'Ohio Division of Wildlife, form 8812 (record of deer received by a processor or taxidermist)',
    columns: [
      col('received_on', 'Date received'),
      col('species', 'Species'),
      col('owner_name', 'Owner'),
      col('harvest_state', 'Origin state (when not Ohio)'),
      col('confirmation_number', 'Tag or game-check number'),
      col('disposed_on', 'Date disposed'),
    ],
    required: ['harvest_state', 'confirmation_number'],
    monthlyReport: false,
  },
  {
    code: 'MI',
    name: 'Michigan',
    rule: 'monthly report of wild animals received (DNR processor permit)',
    keep: '90 days',
    source: 'Michigan DNR, commercial processor permit: a monthly report, records kept 90 days',
    columns: [
      col('species', 'Species'),
      col('received_on', 'Date acquired'),
      col('harvest_county', 'County'),
      col('owner_name', "Owner's name"),
      col('owner_address', "Owner's address"),
      col('license_number', 'License number'),
      col('confirmation_number', 'Harvest confirmation number'),
    ],
    required: ['harvest_county', 'hunter_address', 'license_number', 'confirmation_number'],
    monthlyReport: true,
  },
  {
    code: 'CA',
    name: 'California',
    rule: '14 CCR 711',
    keep: '1 year',
    source: 'California Code of Regulations, title 14, section 711',
    columns: [
      col('received_on', 'Date received'),
      col('owner_name', "Owner's name"),
      col('owner_address', "Owner's address"),
      col('delivered_by', 'Delivered by'),
      col('species', 'Species'),
      col('license_number', 'License number'),
      col('confirmation_number', 'Tag number'),
      col('harvest_county', 'County of kill'),
      col('harvest_zone', 'Zone of kill'),
      col('disposed_on', 'Date disposed'),
    ],
    required: ['hunter_address', 'license_number', 'confirmation_number', 'harvest_county', 'harvest_zone'],
    monthlyReport: false,
  },
  {
    code: 'SD',
    name: 'South Dakota',
    rule: 'ARSD 41:06:03:11',
    keep: '1 year',
    source: 'South Dakota Administrative Rules 41:06:03:11 (records required for wildlife processing facilities)',
    columns: [
      col('received_on', 'Date received'),
      col('delivered_by', 'Received from'),
      col('species', 'Species'),
      col('owner_name', "Owner's name"),
      col('owner_address', "Owner's address"),
      col('disposed_on', 'Date disposed'),
      col('disposed_to', 'Delivered to'),
    ],
    required: ['hunter_address'],
    monthlyReport: false,
  },
];

export function stateProfileOf(code: string | null | undefined): StateProfile | null {
  return STATE_PROFILES.find((profile) => profile.code === code) ?? null;
}

/** 'Indiana 312 IAC 9-3-10: keep these records 18 months' */
export function stateRuleHeading(profile: StateProfile): string {
  const keep = profile.keep ? `keep these records ${profile.keep}` : 'the rule names no period to keep these records';
  return `${profile.name} ${profile.rule}: ${keep}`;
}

/** The labels check-in and the log use for the fields a rule may require. */
export const STATE_CHECK_IN_LABELS: Record<StateCheckInField, string> = {
  hunter_address: "Hunter's address",
  harvest_state: 'State of harvest',
  harvest_county: 'County of harvest',
  harvest_zone: 'Zone of harvest',
  harvest_date: 'Harvest date',
  license_number: 'License number',
  confirmation_number: 'Confirmation number',
};

/** 'State of harvest is required in Indiana.' */
export function requiredInStateMessage(field: StateCheckInField, profile: StateProfile): string {
  return `${STATE_CHECK_IN_LABELS[field]} is required in ${profile.name}.`;
}

/** The required fields a check-in leaves empty, each with its message (keyed as the check-in's fields). */
export function missingStateFields(
  profile: StateProfile | null,
  values: Partial<Record<StateCheckInField, string | null>>,
): Partial<Record<StateCheckInField, string>> {
  const missing: Partial<Record<StateCheckInField, string>> = {};
  for (const field of profile?.required ?? []) {
    if (!values[field]?.trim()) missing[field] = requiredInStateMessage(field, profile as StateProfile);
  }
  return missing;
}

/**
 * Ohio records the origin state only when it is not Ohio: an Ohio deer's cell stays empty. Elsewhere the
 * cell is the state as entered.
 */
export function harvestStateCell(profile: StateProfile | null, harvestState: string | null): string {
  if (!harvestState) return '';
  if (profile?.code === 'OH' && isSameState(harvestState, 'OH', 'Ohio')) return '';
  return harvestState;
}

function isSameState(value: string, code: string, name: string): boolean {
  const text = value.trim().toLowerCase();
  return text === code.toLowerCase() || text === name.toLowerCase();
}

/**
 * The US states and DC, then Canada's provinces and territories: the 'State' choices on the settings page.
 * Two-letter postal codes, which is also how the log and the check-in store a state of harvest.
 */
export const STATES_AND_PROVINCES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export function isStateCode(value: string): boolean {
  return STATES_AND_PROVINCES.some((state) => state.code === value);
}

/** What became of an animal: what the record's 'Date disposed' and 'Delivered to' read. */
export type Disposal = { on: string; to: string };

export type DisposalFacts = {
  stage: string | null;
  /** The shop-local day of the pickup, and who took the meat. */
  picked_up_on: string | null;
  picked_up_by: string | null;
  /** The program a whole animal was donated to (docs/shop.md 12), if any. */
  donated_to: string | null;
  /** The shop-local day the order was marked unclaimed, and what was done with the meat. */
  unclaimed_on: string | null;
  unclaimed_disposition: string | null;
  unclaimed_note: string | null;
};

const UNCLAIMED_TEXTS: Record<string, string> = { donated: 'donated', disposed: 'disposed of', other: 'other' };

/**
 * Every animal ends picked up (by whom), donated (a whole animal, to which program: the program collects it
 * through 'Record pickup'), or unclaimed (what was done). An animal still in the shop has no disposal yet.
 */
export function disposalOf(facts: DisposalFacts): Disposal | null {
  if (facts.stage === 'picked_up' && facts.picked_up_on) {
    return facts.donated_to
      ? { on: facts.picked_up_on, to: `Donated to ${facts.donated_to}` }
      : { on: facts.picked_up_on, to: `Picked up by ${facts.picked_up_by ?? 'the hunter'}` };
  }
  if (facts.stage === 'unclaimed' && facts.unclaimed_on) {
    const what = UNCLAIMED_TEXTS[facts.unclaimed_disposition ?? 'other'] ?? 'other';
    const note = facts.unclaimed_note ? ` (${facts.unclaimed_note})` : '';
    return { on: facts.unclaimed_on, to: `Unclaimed, ${what}${note}` };
  }
  return null;
}

/** One animal of the record, every field as text ('' when not recorded). */
export type RecordEntry = Record<RecordField, string>;

/** The cell of `field` in the state's record. */
export function recordCell(profile: StateProfile | null, entry: RecordEntry, field: RecordField): string {
  if (field === 'harvest_state') return harvestStateCell(profile, entry.harvest_state || null);
  // The person who brought the animal in is the hunter unless check-in named someone else.
  if (field === 'delivered_by') return entry.delivered_by || entry.owner_name;
  return entry[field];
}

const RECORD_FIELD_OF_CHECK_IN: Record<StateCheckInField, RecordField> = {
  hunter_address: 'owner_address',
  harvest_state: 'harvest_state',
  harvest_county: 'harvest_county',
  harvest_zone: 'harvest_zone',
  harvest_date: 'harvest_date',
  license_number: 'license_number',
  confirmation_number: 'confirmation_number',
};

/** The labels of the fields the state requires that this entry lacks: the log flags it with them. */
export function missingRecordFields(profile: StateProfile | null, entry: RecordEntry): string[] {
  return (profile?.required ?? [])
    .filter((field) => !entry[RECORD_FIELD_OF_CHECK_IN[field]].trim())
    .map((field) => STATE_CHECK_IN_LABELS[field]);
}

/** 'November 2026' for the month '2026-11' of Michigan's monthly report. */
export function monthHeading(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const name = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
}

/** The entries of each month received, months in order: Michigan's monthly report. */
export function entriesByMonth<Entry extends { received_on: string }>(entries: readonly Entry[]) {
  const months = new Map<string, Entry[]>();
  for (const entry of entries) {
    const month = entry.received_on.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), entry]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, list]) => ({ month, entries: list }));
}
