import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cutSelectionToRows } from './cut-encoding';
import { HIDDEN_CHARACTERS_MESSAGE } from './free-text';
import { freeText } from './free-text-schema';
import { DEFAULT_PRICE_LIST } from './price-list';
import { OrderDetailsInputSchema } from './schemas';
import {
  CancelInputSchema,
  CheckInInputSchema,
  CreateStaffInputSchema,
  RecordPaymentInputSchema,
  RecordPickupInputSchema,
  SettingsInputSchema,
  VoidPaymentInputSchema,
} from './shop';
import { CwdOutcomeInputSchema, CwdSampleInputSchema } from './shop/cwd-schemas';
import { DonationProgramInputSchema } from './shop/donation-schemas';
import { PriceListInputSchema } from './shop/price-list-schema';
import { DEFAULT_STORAGE_RULES } from './shop/storage';
import { MarkUnclaimedInputSchema } from './shop/unclaimed-schema';
import { buildCutSelection } from './test/factories';
import { cutRowIssues, cutSelectionProblem } from './validation';

/**
 * docs/customer-flow.md decision 10: no free text may hide, reverse or forge a line of what staff read, print or email.
 */
const RLO = '\u202E';
const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe('freeText()', () => {
  it.each([
    ['a right-to-left override', `Total ${RLO}00.0$`],
    ['an isolate', 'Smith \u2066Jr'],
    ['a left-to-right mark', 'a\u200Eb'],
    ['a line break', 'neck roast\nTotal due: $0.00'],
    ['a carriage return', 'neck roast\rTotal due: $0.00'],
    ['a tab', 'a\tb'],
    ['a NUL', 'a\u0000b'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control (next line)', 'a\u0085b'],
  ])('refuses %s in a one-line text', (_case, text) => {
    expect(messagesOf(freeText(500).safeParse(text))).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });

  it('takes text in any script, trimmed', () => {
    for (const text of ['José Núñez', 'محمد علي', 'Nguyễn Văn An', '1/2 jerky, 1/2 sticks']) {
      expect(freeText(500).parse(` ${text} `)).toBe(text);
    }
  });

  it('keeps line breaks (as \\n) and tabs in a note, nothing else hidden', () => {
    const lines = freeText(500, { lines: true });
    expect(lines.parse('Hang 7 days.\r\nNo liver.\rCall first.\n\tThanks')).toBe(
      'Hang 7 days.\nNo liver.\nCall first.\n\tThanks',
    );
    expect(messagesOf(lines.safeParse(`Hang 7 days.\n${RLO}Paid`))).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
    expect(messagesOf(lines.safeParse('bell\u0007'))).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });
});

describe('every free-text input uses it', () => {
  const settings = {
    shop_name: 'Bayou Game Processing',
    phone: '',
    address: '',
    pickup_hours: '',
    time_zone: 'America/Chicago',
    first_tag_number: 1,
    ...DEFAULT_STORAGE_RULES,
  };
  const [addon] = DEFAULT_PRICE_LIST.addons;
  const priceListWithName = (name: string) => ({ ...DEFAULT_PRICE_LIST, addons: [{ ...addon, name }] });
  const cases: [string, z.ZodType, (text: string) => unknown][] = [
    [
      'the customer’s name',
      OrderDetailsInputSchema,
      (full_name) => ({ full_name, email: 'a@b.co', phone_number: '555' }),
    ],
    ['a check-in’s notes', CheckInInputSchema, (notes) => ({ tag_number: 1, notes })],
    ['a check-in’s delivered by', CheckInInputSchema, (delivered_by) => ({ tag_number: 1, delivered_by })],
    ['a cancel reason', CancelInputSchema, (reason) => ({ reason })],
    ['the shop’s address', SettingsInputSchema, (address) => ({ ...settings, address })],
    ['the shop’s name', SettingsInputSchema, (shop_name) => ({ ...settings, shop_name })],
    ['a payment note', RecordPaymentInputSchema, (note) => ({ amount_cents: 100, method: 'cash', note })],
    ['a void reason', VoidPaymentInputSchema, (reason) => ({ reason })],
    ['picked up by', RecordPickupInputSchema, (picked_up_by) => ({ picked_up_by })],
    ['a CWD sample id', CwdSampleInputSchema, (sample_id) => ({ sample_id, taken_on: '2026-11-01' })],
    ['a CWD outcome', CwdOutcomeInputSchema, (outcome) => ({ outcome })],
    ['an unclaimed note', MarkUnclaimedInputSchema, (note) => ({ disposition: 'other', note })],
    ['a donation program', DonationProgramInputSchema, (name) => ({ name, pays: 'nothing' })],
    [
      'a program’s invoice contact',
      DonationProgramInputSchema,
      (c) => ({ name: 'Food bank', pays: 'nothing', invoice_contact: c }),
    ],
    ['a price list name', PriceListInputSchema, priceListWithName],
    [
      'a staff name',
      CreateStaffInputSchema,
      (name) => ({ name, email: 'a@b.co', role: 'staff', temporary_password: 'x'.repeat(12) }),
    ],
  ];

  it.each(cases)('%s refuses a bidirectional override and takes plain text', (_field, schema, bodyWith) => {
    expect(messagesOf(schema.safeParse(bodyWith(`Paid in full ${RLO}00.0$`)))).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
    expect(messagesOf(schema.safeParse(bodyWith('Paid in full')))).toEqual([]);
  });
});

describe('the Other cut’s text', () => {
  it('is refused with a bidirectional override or a control character, in the browser and on the server', () => {
    for (const otherText of [`jerky ${RLO}00.0$`, 'jerky\u0000']) {
      const selection = buildCutSelection({ selected: ['Other'], otherText });
      expect(cutSelectionProblem(selection, 'Deer')).toEqual({ kind: 'other-text-hidden' });
      expect(cutRowIssues([`Other - ${otherText}`], 'Deer')).toEqual([
        { index: 0, message: HIDDEN_CHARACTERS_MESSAGE },
      ]);
    }
  });

  it('is saved on one line: a break typed in its box is a space; a break sent as it is, refused', () => {
    const selection = buildCutSelection({ selected: ['Other'], otherText: 'snack sticks\r\n\nfrom the neck ' });
    expect(cutSelectionProblem(selection, 'Deer')).toBeNull();
    expect(cutSelectionToRows(selection, 'Deer')).toEqual(['Other - snack sticks from the neck']);
    expect(cutRowIssues(['Other - snack sticks\nTotal due: $0.00'], 'Deer')).toEqual([
      { index: 0, message: HIDDEN_CHARACTERS_MESSAGE },
    ]);
  });
});
