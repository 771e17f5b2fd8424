import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST as V1 } from './price-list';
import {
  MESSAGES,
  addonRowIssues,
  animalChoiceError,
  canSaveAnimal,
  cutRowIssues,
  addonSelectionProblem,
  isAddonSelectionValid,
  cutSelectionProblem,
  isCutSelectionValid,
  isValidHogWeight,
  prepIssues,
  validateDetails,
} from './validation';
import { OWNER_PRICE_LIST } from './test/price-lists';
import {
  buildAddonSelection,
  buildCutSelection,
  buildDeerChoice,
  buildDetails,
  buildHogChoice,
} from './test/factories';

describe('validateDetails (docs/customer-flow.md 5)', () => {
  it('trims the values it accepts', () => {
    const result = validateDetails(
      buildDetails({ full_name: '  Jane Hunter ', email: '\tjane@example.com ', phone_number: ' 555 123 4567\n' }),
    );
    expect(result).toEqual({
      ok: true,
      value: { full_name: 'Jane Hunter', email: 'jane@example.com', phone_number: '555 123 4567' },
    });
  });

  it.each([
    [{ full_name: '' }],
    [{ full_name: '   ' }],
    [{ email: '' }],
    [{ email: ' \t ' }],
    [{ phone_number: '' }],
    [{ phone_number: '  ' }],
  ])("answers 'Missing Information' for %j, naming the field", (override) => {
    expect(validateDetails(buildDetails(override))).toEqual({
      ok: false,
      message: { title: 'Missing Information', description: 'Please fill in all required fields.' },
      fields: Object.keys(override),
    });
  });

  it("names every blank field, in the form's order", () => {
    expect(validateDetails(buildDetails({ full_name: '', phone_number: ' ' }))).toMatchObject({
      fields: ['full_name', 'phone_number'],
    });
  });

  it('at the counter (emailOptional) accepts a blank email, and still checks one that is given', () => {
    const counter = { emailOptional: true };
    expect(validateDetails(buildDetails({ email: ' ' }), counter)).toMatchObject({ ok: true, value: { email: '' } });
    expect(validateDetails(buildDetails({ email: 'jane' }), counter)).toMatchObject({ fields: ['email'] });
    expect(validateDetails(buildDetails({ email: '', full_name: '' }), counter)).toMatchObject({
      fields: ['full_name'],
    });
  });

  it('checks for missing fields before the email pattern', () => {
    expect(validateDetails(buildDetails({ email: 'not-an-email', phone_number: '' }))).toMatchObject({
      message: MESSAGES.missingInformation,
    });
  });

  it.each([
    ['jane'],
    ['jane@example'],
    ['jane@@example.com'],
    ['jane doe@example.com'],
    ['@example.com'],
    ['jane@.com '],
  ])("answers 'Invalid Email' for %j", (email) => {
    expect(validateDetails(buildDetails({ email }))).toEqual({
      ok: false,
      message: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
      fields: ['email'],
    });
  });

  it.each([['a@b.co'], ['jane.hunter+deer@mail.example.org'], ['JANE@EXAMPLE.COM']])('accepts %j', (email) => {
    expect(validateDetails(buildDetails({ email })).ok).toBe(true);
  });
});

describe('hidden characters in a name or phone', () => {
  const valid = { full_name: 'José Núñez', email: 'jose@example.com', phone_number: '555 555 0100' };

  it('accepts names in any script', () => {
    for (const full_name of ['José Núñez', 'محمد علي', 'Nguyễn Văn An']) {
      expect(validateDetails({ ...valid, full_name }).ok).toBe(true);
    }
  });

  it.each([
    ['a right-to-left override', { full_name: 'Bob \u202Ehtims' }, ['full_name']],
    ['an isolate', { full_name: 'Bob \u2068Smith' }, ['full_name']],
    ['a tab', { full_name: 'Bob\tSmith' }, ['full_name']],
    ['a NUL in the phone', { phone_number: '555\u0000 0100' }, ['phone_number']],
    ['both', { full_name: 'A\u200Fb', phone_number: '555\u007F0100' }, ['full_name', 'phone_number']],
  ])('refuses %s at the field', (_case, change, fields) => {
    expect(validateDetails({ ...valid, ...change })).toEqual({ ok: false, message: MESSAGES.hiddenCharacters, fields });
  });
});

describe('the animal dialog (docs/customer-flow.md 5)', () => {
  it('may be saved only once a gender is chosen', () => {
    expect(canSaveAnimal(buildDeerChoice({ gender: null }))).toBe(false);
    expect(canSaveAnimal(buildDeerChoice({ gender: '' }))).toBe(false);
    expect(canSaveAnimal(buildDeerChoice({ gender: 'Doe' }))).toBe(true);
    expect(canSaveAnimal(buildHogChoice({ gender: 'Boar' }))).toBe(true);
  });

  it('never complains about a deer', () => {
    expect(animalChoiceError(buildDeerChoice())).toBeNull();
    expect(animalChoiceError(buildDeerChoice({ prep: ['Skinning', 'Caped'] }))).toBeNull();
  });

  it('asks a hog for a weight option', () => {
    expect(animalChoiceError(buildHogChoice({ weight_option: null }))).toEqual({
      title: 'Error',
      description: 'Please select a weight option for the hog.',
    });
  });

  it('accepts a hog under 200 lbs without a weight', () => {
    expect(animalChoiceError(buildHogChoice({ weight_option: 'under200', weight_pounds: null }))).toBeNull();
  });

  it.each([null, 0, 150, 200, 1_500.1, 2_000, Number.NaN])('refuses a hog over 200 lbs weighing %s', (pounds) => {
    expect(animalChoiceError(buildHogChoice({ weight_option: 'over200', weight_pounds: pounds }))).toEqual({
      title: 'Error',
      description: 'Please enter a valid weight over 200 lbs.',
    });
  });

  it.each([200.1, 201, 250, 1_500])('accepts a hog over 200 lbs weighing %d', (pounds) => {
    expect(animalChoiceError(buildHogChoice({ weight_option: 'over200', weight_pounds: pounds }))).toBeNull();
    expect(isValidHogWeight(pounds)).toBe(true);
  });

  it('bounds the hog weight: more than 200, at most 1,500 (docs/customer-flow.md decision 9)', () => {
    expect(isValidHogWeight(200)).toBe(false);
    expect(isValidHogWeight(1_500.01)).toBe(false);
    expect(isValidHogWeight(undefined)).toBe(false);
    expect(isValidHogWeight(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('cutSelectionProblem: what a disabled Next says', () => {
  it.each([
    [{ selected: [] }, { kind: 'no-cut' }],
    [
      { selected: ['Ribs', 'Hind Quarters', 'Backstrap'] },
      { kind: 'needs-option', cut: 'Hind Quarters', options: ['Roast', 'Cube Steak', 'Stew Meat'] },
    ],
    [{ selected: ['Other'], otherText: '  ' }, { kind: 'other-text' }],
    [{ selected: ['Other'], otherText: 'x'.repeat(501) }, { kind: 'other-text' }],
    [{ selected: ['Ribs', 'Chops'] }, { kind: 'unknown-cut', cut: 'Chops' }],
    [{ selected: ['Tenderloin'], options: { Tenderloin: ['Steak'] } }, null],
  ])('finds %j: %j', (selection, problem) => {
    expect(cutSelectionProblem(buildCutSelection(selection), 'Deer')).toEqual(problem);
  });
});

describe('isCutSelectionValid (docs/customer-flow.md 5)', () => {
  it('needs at least one cut', () => {
    expect(isCutSelectionValid(buildCutSelection({ selected: [] }), 'Deer')).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Ribs'] }), 'Deer')).toBe(true);
  });

  it('needs a sub-option for each ticked cut that has them', () => {
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Backstrap'] }), 'Deer')).toBe(false);
    expect(
      isCutSelectionValid(buildCutSelection({ selected: ['Backstrap'], options: { Backstrap: [] } }), 'Deer'),
    ).toBe(false);
    expect(
      isCutSelectionValid(buildCutSelection({ selected: ['Backstrap'], options: { Backstrap: ['Steak'] } }), 'Deer'),
    ).toBe(true);
    expect(
      isCutSelectionValid(
        buildCutSelection({ selected: ['Backstrap', 'Tenderloin'], options: { Backstrap: ['Steak'] } }),
        'Deer',
      ),
    ).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Sausage'] }), 'Hog')).toBe(false);
    expect(
      isCutSelectionValid(buildCutSelection({ selected: ['Sausage'], options: { Sausage: ['Brat'] } }), 'Hog'),
    ).toBe(true);
  });

  it('counts only sub-options of the catalogue', () => {
    expect(
      isCutSelectionValid(buildCutSelection({ selected: ['Backstrap'], options: { Backstrap: ['Brisket'] } }), 'Deer'),
    ).toBe(false);
    expect(
      isCutSelectionValid(
        buildCutSelection({ selected: ['Backstrap'], options: { Backstrap: ['Brisket', 'Whole'] } }),
        'Deer',
      ),
    ).toBe(true);
  });

  it('needs non-blank Other text, at most 500 characters once trimmed', () => {
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Other'], otherText: '' }), 'Deer')).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Other'], otherText: ' \n\t ' }), 'Deer')).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Other'], otherText: ' jerky ' }), 'Hog')).toBe(true);
    expect(
      isCutSelectionValid(buildCutSelection({ selected: ['Other'], otherText: ` ${'x'.repeat(500)} ` }), 'Deer'),
    ).toBe(true);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Other'], otherText: 'x'.repeat(501) }), 'Deer')).toBe(
      false,
    );
  });

  it("ignores Other's text while Other is unticked", () => {
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Ribs'], otherText: '' }), 'Deer')).toBe(true);
  });

  it("refuses cuts of the other animal's catalogue", () => {
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Bacon'] }), 'Deer')).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Neck Roast'] }), 'Hog')).toBe(false);
    expect(isCutSelectionValid(buildCutSelection({ selected: ['Ribs', 'Ground'] }), 'Hog')).toBe(true);
  });
});

describe('addonSelectionProblem: what a disabled Next says', () => {
  it('names the item and its options, or its bounds, or nothing', () => {
    expect(addonSelectionProblem(V1, {})).toBeNull();
    expect(addonSelectionProblem(V1, buildAddonSelection({ Jerky: {} }))).toEqual({
      kind: 'needs-option',
      item: 'Jerky',
      options: ['Plain', 'Regular', 'Teriyaki', 'Hot'],
    });
    expect(addonSelectionProblem(V1, buildAddonSelection({ Jerky: { options: { Teriyaki: 0 } } }))).toEqual({
      kind: 'quantity',
      item: 'Jerky',
      min: 0.1,
      max: 500,
    });
    expect(addonSelectionProblem(V1, buildAddonSelection({ 'No Such Thing': {} }))).toEqual({
      kind: 'unavailable',
      item: 'No Such Thing',
    });
  });
});

describe('isAddonSelectionValid (docs/customer-flow.md 5, docs/customer-flow.md decision 8)', () => {
  it('allows none', () => {
    expect(isAddonSelectionValid(V1, {})).toBe(true);
  });

  it('needs a sub-option for an item that has them', () => {
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Jerky: {} }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Jerky: { options: { Teriyaki: 1 } } }))).toBe(true);
  });

  it('counts only sub-options of the catalogue', () => {
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Jerky: { options: { Smoked: 1 } } }))).toBe(false);
  });

  it('checks each quantity against its unit', () => {
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 0 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 0.1 } }))).toBe(true);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 500 } }))).toBe(true);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 500.1 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 1.25 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Pickled Bites': { quantity: 2 } }))).toBe(true);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Pickled Bites': { quantity: 1.5 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Pickled Bites': { quantity: 101 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Variety Pack': { quantity: 1 } }))).toBe(true);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Variety Pack': { quantity: 2 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Ground Sausage': { options: { Hot: 3, Mild: 0 } } }))).toBe(
      false,
    );
  });

  it('refuses unknown items and prep', () => {
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Skinning: {} }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ 'Elk Jerky': {} }))).toBe(false);
  });
});

describe('cutRowIssues (server side)', () => {
  it('accepts valid rows for the animal', () => {
    expect(cutRowIssues(['Hind Quarters - Roast', 'Ribs', 'Other - neck - boned'], 'Deer')).toEqual([]);
    expect(cutRowIssues(['Sausage - Hot Italian', 'Sausage - Brat', 'Ears'], 'Hog')).toEqual([]);
    expect(cutRowIssues([`Other - ${'é'.repeat(500)}`], 'Hog')).toEqual([]);
  });

  it('needs at least one row', () => {
    expect(cutRowIssues([], 'Deer')).toEqual([{ index: -1, message: 'Select at least one cut.' }]);
  });

  it("names rows that are not the animal's cuts", () => {
    expect(cutRowIssues(['Ribs', 'Bacon', 'Hind Quarters'], 'Deer')).toEqual([
      { index: 1, message: "'Bacon' is not a deer cut." },
      { index: 2, message: "'Hind Quarters' is not a deer cut." },
    ]);
    expect(cutRowIssues(['Backstrap - Whole'], 'Hog')).toEqual([
      { index: 0, message: "'Backstrap - Whole' is not a hog cut." },
    ]);
  });

  it('quotes at most 80 characters of an unknown row', () => {
    const [issue] = cutRowIssues(['z'.repeat(300)], 'Deer');
    expect(issue?.message).toBe(`'${'z'.repeat(80)}' is not a deer cut.`);
  });

  it('needs Other text that is non-blank, trimmed and at most 500 characters', () => {
    const blank = 'Other needs a description without leading or trailing spaces.';
    expect(cutRowIssues(['Other - '], 'Deer')).toEqual([{ index: 0, message: blank }]);
    expect(cutRowIssues(['Other -    '], 'Deer')).toEqual([{ index: 0, message: blank }]);
    expect(cutRowIssues(['Ribs', 'Other -  padded '], 'Hog')).toEqual([{ index: 1, message: blank }]);
    expect(cutRowIssues([`Other - ${'x'.repeat(501)}`], 'Deer')).toEqual([
      { index: 0, message: 'Other may be at most 500 characters.' },
    ]);
  });

  it('refuses repeats, Other counting once whatever its text', () => {
    const repeat = 'Each cut may be listed once.';
    expect(cutRowIssues(['Ribs', 'Ribs'], 'Deer')).toEqual([{ index: 1, message: repeat }]);
    expect(cutRowIssues(['Sausage - Hot', 'Sausage - Mild', 'Sausage - Hot'], 'Hog')).toEqual([
      { index: 2, message: repeat },
    ]);
    expect(cutRowIssues(['Other - a', 'Other - b'], 'Deer')).toEqual([{ index: 1, message: repeat }]);
  });
});

describe('addonRowIssues (server side)', () => {
  it('accepts known rows with valid quantities', () => {
    expect(
      addonRowIssues(V1, [
        { addon_name: 'Ground Sausage - Hot', quantity: 3 },
        { addon_name: 'Ground Sausage - Mild', quantity: 1.5 },
        { addon_name: 'Pickled Bites', quantity: 2 },
        { addon_name: 'Variety Pack', quantity: 1 },
      ]),
    ).toEqual([]);
    expect(addonRowIssues(V1, [])).toEqual([]);
  });

  it.each([['Skinning'], ['Caped'], ['Elk Sausage'], ['Jerky - Smoked'], ['Ground Sausage - Hot Itlalian']])(
    'refuses %j: not an add-on (prep rows are written by the animal dialog only)',
    (name) => {
      expect(addonRowIssues(V1, [{ addon_name: name, quantity: 1 }])).toEqual([
        { index: 0, message: `'${name}' is not an add-on.` },
      ]);
    },
  );

  it('refuses an item that has options when none is named', () => {
    const issues = addonRowIssues(V1, [{ addon_name: 'Ground Sausage', quantity: 1 }]);
    expect(issues).toEqual([{ index: 0, message: 'Choose an option for Ground Sausage.' }]);
  });

  it.each([
    ['Bacon', 0],
    ['Bacon', 0.05],
    ['Bacon', 1.25],
    ['Bacon', 500.1],
    ['Bacon', -1],
    ['Jerky - Hot', 0],
    ['Pickled Bites', 0],
    ['Pickled Bites', 2.5],
    ['Pickled Bites', 101],
    ['Variety Pack', 2],
    ['Variety Pack', 0],
  ])('refuses %s x %d: out of range', (name, quantity) => {
    expect(addonRowIssues(V1, [{ addon_name: name, quantity }])).toEqual([
      { index: 0, message: `Quantity for ${name} is out of range.` },
    ]);
  });

  it.each([
    ['Bacon', 0.1],
    ['Bacon', 500],
    ['Pickled Bites', 1],
    ['Pickled Bites', 100],
  ])('accepts %s x %d', (name, quantity) => {
    expect(addonRowIssues(V1, [{ addon_name: name, quantity }])).toEqual([]);
  });

  it('refuses repeats', () => {
    expect(
      addonRowIssues(V1, [
        { addon_name: 'Jerky - Hot', quantity: 1 },
        { addon_name: 'Jerky - Plain', quantity: 1 },
        { addon_name: 'Jerky - Hot', quantity: 2 },
      ]),
    ).toEqual([{ index: 2, message: 'Each add-on may be listed once.' }]);
  });

  it('reports every issue of a row', () => {
    expect(
      addonRowIssues(V1, [
        { addon_name: 'Bacon', quantity: 1 },
        { addon_name: 'Bacon', quantity: 0 },
      ]),
    ).toEqual([
      { index: 1, message: 'Quantity for Bacon is out of range.' },
      { index: 1, message: 'Each add-on may be listed once.' },
    ]);
  });
});

describe('hidden items (docs/shop.md 5): no choice in a new selection', () => {
  it('refuses hidden add-on items on the screen and on the server, and offers the owner’s own', () => {
    expect(isAddonSelectionValid(OWNER_PRICE_LIST, buildAddonSelection({ Bacon: { quantity: 1 } }))).toBe(false);
    expect(isAddonSelectionValid(V1, buildAddonSelection({ Bacon: { quantity: 1 } }))).toBe(true);
    expect(addonRowIssues(OWNER_PRICE_LIST, [{ addon_name: 'Bacon', quantity: 1 }])).toEqual([
      { index: 0, message: 'Bacon is not offered.' },
    ]);
    expect(
      isAddonSelectionValid(OWNER_PRICE_LIST, buildAddonSelection({ 'Elk Sticks': { options: { Plain: 2.5 } } })),
    ).toBe(true);
    expect(addonRowIssues(OWNER_PRICE_LIST, [{ addon_name: 'Elk Sticks - Plain', quantity: 2.5 }])).toEqual([]);
    expect(addonRowIssues(OWNER_PRICE_LIST, [{ addon_name: 'Elk Sticks', quantity: 1 }])).toEqual([
      { index: 0, message: 'Choose an option for Elk Sticks.' },
    ]);
    expect(addonRowIssues(V1, [{ addon_name: 'Elk Sticks - Plain', quantity: 1 }])).toEqual([
      { index: 0, message: "'Elk Sticks - Plain' is not an add-on." },
    ]);
  });

  it('refuses hidden and unknown prep options', () => {
    expect(prepIssues(OWNER_PRICE_LIST, ['Skinning'])).toEqual([]);
    expect(prepIssues(OWNER_PRICE_LIST, ['Skinning', 'Caped'])).toEqual([
      { index: 1, message: 'Caped is not offered.' },
    ]);
    expect(prepIssues(V1, ['Caped', 'Gutting'])).toEqual([{ index: 1, message: "'Gutting' is not a prep option." }]);
  });
});
