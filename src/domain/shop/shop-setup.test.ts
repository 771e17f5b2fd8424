import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  SHOP_TIME_ZONES,
  missingSetupSentence,
  missingShopSetup,
  suggestedTimeZone,
  timeZoneChoices,
} from './shop-setup';
import { isTimeZone } from './schemas';

const SET_UP = { shop_name: 'Hollow Creek', phone: '(205) 555-0100', address: '12 Mill Rd', pickup_hours: '8-6' };

describe("the shop's setup", () => {
  it('offers only zones the runtime knows, each once, the default among them', () => {
    const zones = SHOP_TIME_ZONES.map((choice) => choice.zone);
    expect(zones.every(isTimeZone)).toBe(true);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain(DEFAULT_TIME_ZONE);
    expect(SHOP_TIME_ZONES.find((choice) => choice.zone === 'America/Chicago')?.label).toBe('Central (Chicago)');
  });

  it('keeps a saved zone that is not on the list, first', () => {
    expect(timeZoneChoices('America/Denver')).toHaveLength(SHOP_TIME_ZONES.length);
    expect(timeZoneChoices('Europe/Berlin')[0]).toEqual({ zone: 'Europe/Berlin', label: 'Europe/Berlin' });
  });

  it("suggests the browser's zone to a shop that still has the default", () => {
    expect(suggestedTimeZone(DEFAULT_TIME_ZONE, 'America/Denver')).toBe('America/Denver');
    expect(suggestedTimeZone(DEFAULT_TIME_ZONE, 'Europe/Berlin')).toBe(DEFAULT_TIME_ZONE);
    expect(suggestedTimeZone(DEFAULT_TIME_ZONE, undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(suggestedTimeZone('America/New_York', 'America/Denver')).toBe('America/New_York');
  });

  it('names what is missing, in a sentence', () => {
    expect(missingShopSetup(SET_UP)).toEqual([]);
    expect(missingShopSetup({ ...SET_UP, phone: ' ', pickup_hours: '' })).toEqual(['phone', 'pickup hours']);
    expect(missingSetupSentence(['phone'])).toBe("The shop's phone is not set yet.");
    expect(missingSetupSentence(['name', 'phone', 'address'])).toBe(
      "The shop's name, phone and address are not set yet.",
    );
  });
});
