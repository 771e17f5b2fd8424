import { describe, expect, it } from 'vitest';
import {
  NAME_SEPARATOR,
  cutSelectionToRows,
  decodeCutRow,
  emptyCutSelection,
  rowsToCutSelection,
} from './cut-encoding';
import { buildCutSelection } from './test/factories';

describe('cutSelectionToRows (docs/customer-flow.md 3)', () => {
  it("writes 'Cut - Option' for sub-options, 'Other - {text}' and plain names, in catalogue order", () => {
    const selection = buildCutSelection({
      selected: ['Other', 'Ribs', 'Hind Quarters', 'Backstrap'],
      options: { 'Hind Quarters': ['Stew Meat', 'Roast'], Backstrap: ['Butterfly'] },
      otherText: 'Snack sticks from the neck',
    });
    expect(cutSelectionToRows(selection, 'Deer')).toEqual([
      'Hind Quarters - Roast',
      'Hind Quarters - Stew Meat',
      'Backstrap - Butterfly',
      'Ribs',
      'Other - Snack sticks from the neck',
    ]);
  });

  it('writes the hog sausage flavours', () => {
    const selection = buildCutSelection({
      selected: ['Sausage', 'Chops'],
      options: { Sausage: ['Zesty Italian', 'Hot', 'Hot Italian'] },
    });
    expect(cutSelectionToRows(selection, 'Hog')).toEqual([
      'Chops',
      'Sausage - Hot',
      'Sausage - Hot Italian',
      'Sausage - Zesty Italian',
    ]);
  });

  it("trims Other's text as it is saved", () => {
    const selection = buildCutSelection({ selected: ['Other'], otherText: '  jerky strips \n' });
    expect(cutSelectionToRows(selection, 'Hog')).toEqual(['Other - jerky strips']);
  });

  it('leaves out options of unticked cuts, Other text when Other is unticked, and names of the other animal', () => {
    const selection = buildCutSelection({
      selected: ['Ribs', 'Hind Quarters', 'Bacon'],
      options: { Backstrap: ['Whole'], 'Hind Quarters': ['Roast', 'Brisket'] },
      otherText: 'forgotten',
    });
    expect(cutSelectionToRows(selection, 'Deer')).toEqual(['Hind Quarters - Roast', 'Ribs']);
  });

  it('writes nothing for an empty selection', () => {
    expect(cutSelectionToRows(emptyCutSelection(), 'Deer')).toEqual([]);
    expect(emptyCutSelection()).toEqual({ selected: [], options: {}, otherText: '' });
  });
});

describe('decodeCutRow', () => {
  it('reads sub-option rows, plain rows and Other rows', () => {
    expect(decodeCutRow('Tenderloin - Steak', 'Deer')).toEqual({ cut: 'Tenderloin', option: 'Steak' });
    expect(decodeCutRow('Stew Meat', 'Deer')).toEqual({ cut: 'Stew Meat' });
    expect(decodeCutRow('Hind Quarters - Stew Meat', 'Deer')).toEqual({ cut: 'Hind Quarters', option: 'Stew Meat' });
    expect(decodeCutRow('Sausage - Sweet Italian', 'Hog')).toEqual({ cut: 'Sausage', option: 'Sweet Italian' });
    expect(decodeCutRow('Jowl', 'Hog')).toEqual({ cut: 'Jowl' });
  });

  it("splits Other only at the first ' - ', so its text may hold the separator", () => {
    expect(decodeCutRow('Other - half - and - half', 'Deer')).toEqual({ cut: 'Other', otherText: 'half - and - half' });
    expect(decodeCutRow('Other - ', 'Hog')).toEqual({ cut: 'Other', otherText: '' });
    expect(NAME_SEPARATOR).toBe(' - ');
  });

  it.each<[string, 'Deer' | 'Hog']>([
    ['Hind Quarters - Roast', 'Hog'],
    ['Sausage - Hot', 'Deer'],
    ['Bacon', 'Deer'],
    ['Neck Roast', 'Hog'],
    ['Hind Quarters', 'Deer'],
    ['Hind Quarters - Brisket', 'Deer'],
    ['Sausage - Hot Itlalian', 'Hog'],
    ['Other', 'Deer'],
    ['Ribs - Whole', 'Deer'],
    ['ribs', 'Hog'],
    ['', 'Deer'],
  ])('refuses %j for a %s', (row, animal) => {
    expect(decodeCutRow(row, animal)).toBeNull();
  });
});

describe('rowsToCutSelection', () => {
  it('rebuilds the screen from saved rows', () => {
    const rows = ['Hind Quarters - Roast', 'Hind Quarters - Cube Steak', 'Ribs', 'Other - neck roast - boneless'];
    expect(rowsToCutSelection(rows, 'Deer')).toEqual({
      selected: ['Hind Quarters', 'Ribs', 'Other'],
      options: { 'Hind Quarters': ['Roast', 'Cube Steak'] },
      otherText: 'neck roast - boneless',
    });
  });

  it('drops rows that no longer decode and ignores repeats', () => {
    const rows = ['Bacon', 'Ribs', 'Sausage - Hot', 'Ribs', 'Sausage - Hot', 'Sausage - Pumpkin'];
    expect(rowsToCutSelection(rows, 'Deer')).toEqual({ selected: ['Ribs'], options: {}, otherText: '' });
    expect(rowsToCutSelection(rows, 'Hog')).toEqual({
      selected: ['Bacon', 'Ribs', 'Sausage'],
      options: { Sausage: ['Hot'] },
      otherText: '',
    });
  });

  it('gives back what was saved', () => {
    const selection = buildCutSelection({
      selected: ['Backstrap', 'Tenderloin', 'Ground', 'Other'],
      options: { Backstrap: ['Whole', 'Steak'], Tenderloin: ['Whole'] },
      otherText: 'Ça va - merci 🦌',
    });
    expect(rowsToCutSelection(cutSelectionToRows(selection, 'Deer'), 'Deer')).toEqual(selection);
  });
});
