import { type Page, expect } from '@playwright/test';

/**
 * A person at the counter PC with the keyboard alone (docs/shop.md 14): every key goes through here, so that
 * the keystrokes of an order are counted. `delayMs` waits after each key, as a typist's pace does; the
 * browser test types at once, scripts/bench-counter-order.ts at a person's pace.
 */
export class KeyboardTypist {
  keys = 0;

  constructor(
    private readonly page: Page,
    private readonly delayMs = 0,
  ) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.keys += 1;
    if (this.delayMs > 0) await this.page.waitForTimeout(this.delayMs);
  }

  async type(text: string): Promise<void> {
    for (const character of text) await this.press(character === ' ' ? 'Space' : character);
  }

  /** The accessible name of what has the focus: its label, or its text for a link or button. */
  private focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) return document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent?.trim() ?? '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return (label?.textContent ?? element.textContent ?? '').trim();
    });
  }

  /** Tab forward to the control named `name` (its label, exactly; a '(required)' mark may follow). */
  async tabTo(name: string): Promise<void> {
    for (let step = 0; step < 80; step += 1) {
      await this.press('Tab');
      const focused = await this.focusedName();
      if (focused === name || focused.startsWith(`${name} (required)`)) return;
    }
    throw new Error(`no control named '${name}' within 80 tabs`);
  }
}

/** The typical deer of the counter: a walk-in without an email, checked in with the suggested tag. */
export const TYPICAL_DEER = {
  name: 'Dale Whitcomb',
  phone: '205 555 0199',
  cuts: [
    ['Hind Quarters', 'Roast'],
    ['Backstrap', 'Butterfly'],
    ['Ground', null],
  ],
  addon: { item: 'Summer Sausage', option: 'Cheese', pounds: '5' },
  hangingWeight: '92',
} as const;

/**
 * From the board to 'Save and check in', with the keyboard alone: 'New order', the customer, the deer with
 * skinning, its cuts and sub-options, one add-on with its pounds, the check-in with the suggested tag and
 * the hanging weight. The name and phone of `deer` may be replaced so that a test's order is its own.
 */
export async function typeCounterDeerOrder(
  page: Page,
  typist: KeyboardTypist,
  deer: { name: string; phone: string } = TYPICAL_DEER,
): Promise<void> {
  await typist.tabTo('New order');
  await typist.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeFocused();
  await typist.tabTo('Full Name');
  await typist.type(deer.name);
  await typist.press('Tab');
  await typist.type(deer.phone);
  // The email stays blank, the language English: the animal is next.
  await typist.tabTo('Deer');
  await typist.press('Space');
  await typist.tabTo('Skinning');
  await typist.press('Space');
  await typist.tabTo('Buck (Male)');
  await typist.press('Space');
  for (const [cut, option] of TYPICAL_DEER.cuts) {
    await typist.tabTo(cut);
    await typist.press('Space');
    if (option) {
      await typist.tabTo(option);
      await typist.press('Space');
    }
  }
  const { item, option, pounds } = TYPICAL_DEER.addon;
  await typist.tabTo(item);
  await typist.press('Space');
  await typist.tabTo(option);
  await typist.press('Space');
  // Its pounds field follows the option, holding 1.
  await typist.press('Tab');
  await typist.press('Backspace');
  await typist.type(pounds);
  // 'Check in now' is ticked and the tag suggested: the hanging weight, then save.
  await typist.tabTo('Hanging weight (lbs)');
  await typist.type(TYPICAL_DEER.hangingWeight);
  await typist.tabTo('Save and check in');
  await typist.press('Enter');
}
