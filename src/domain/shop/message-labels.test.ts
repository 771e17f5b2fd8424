import { describe, expect, it } from 'vitest';
import { channelLabel, messageKindName, messageKindTitle, nameAsLabel } from './message-labels';

describe('message labels (docs/shop.md 2, 3)', () => {
  it('names the channels, and spells out one not listed', () => {
    expect(channelLabel('email')).toBe('Email');
    expect(channelLabel('sms')).toBe('SMS');
    expect(channelLabel('carrier_pigeon')).toBe('Carrier pigeon');
  });

  it("gives a kind's name for the history and its title for the order's messages", () => {
    expect(messageKindName('confirmation')).toBe('Confirmation');
    expect(messageKindTitle('confirmation')).toBe('Order confirmation');
    expect(messageKindName('cwd_detected')).toBe('CWD detected');
    expect(messageKindTitle('cwd_detected')).toBe('CWD detected: please call');
    expect(messageKindTitle('ready')).toBe(messageKindName('ready'));
  });

  it('spells out a kind without a title where the order lists its messages, and a kind not listed anywhere', () => {
    expect(messageKindName('drop_off_reminder')).toBe('Drop-off reminder');
    expect(messageKindTitle('drop_off_reminder')).toBe('Drop off reminder');
    expect(messageKindName('some_new_kind')).toBe('Some new kind');
    expect(messageKindTitle('some_new_kind')).toBe('Some new kind');
    expect(nameAsLabel('grand_total_cents')).toBe('Grand total cents');
  });
});
