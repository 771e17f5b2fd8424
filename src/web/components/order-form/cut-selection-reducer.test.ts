import { describe, expect, it } from 'vitest';
import { cutSelectionToRows, emptyCutSelection } from '../../../domain/cut-encoding';
import { isCutSelectionValid } from '../../../domain/validation';
import { cutSelectionReducer, setOtherText, toggleCut, toggleCutOption } from './cut-selection-reducer';

describe('cut selection', () => {
  it('ticks cuts and their sub-options into the rows the API stores', () => {
    let selection = toggleCut(emptyCutSelection(), 'Backstrap', true);
    selection = toggleCutOption(selection, 'Backstrap', 'Steak', true);
    selection = toggleCutOption(selection, 'Backstrap', 'Whole', true);
    selection = toggleCut(selection, 'Ribs', true);
    expect(cutSelectionToRows(selection, 'Deer')).toEqual(['Backstrap - Whole', 'Backstrap - Steak', 'Ribs']);
  });

  it('unticking a cut forgets its sub-options, so ticking it again starts empty', () => {
    let selection = toggleCut(emptyCutSelection(), 'Hind Quarters', true);
    selection = toggleCutOption(selection, 'Hind Quarters', 'Roast', true);
    selection = toggleCut(selection, 'Hind Quarters', false);
    expect(selection.options['Hind Quarters']).toBeUndefined();
    selection = toggleCut(selection, 'Hind Quarters', true);
    expect(isCutSelectionValid(selection, 'Deer')).toBe(false);
  });

  it('unticking Other clears its text but unticking another cut keeps it', () => {
    let selection = setOtherText(toggleCut(emptyCutSelection(), 'Other', true), 'Heart');
    selection = toggleCut(toggleCut(selection, 'Ribs', true), 'Ribs', false);
    expect(selection.otherText).toBe('Heart');
    selection = toggleCut(selection, 'Other', false);
    expect(selection.otherText).toBe('');
  });

  it('unticking a sub-option removes only that one, and ticking twice keeps one copy', () => {
    let selection = toggleCut(emptyCutSelection(), 'Sausage', true);
    selection = toggleCutOption(selection, 'Sausage', 'Hot', true);
    selection = toggleCutOption(selection, 'Sausage', 'Hot', true);
    selection = toggleCutOption(selection, 'Sausage', 'Brat', true);
    selection = toggleCutOption(selection, 'Sausage', 'Hot', false);
    expect(selection.options.Sausage).toEqual(['Brat']);
    expect(toggleCut(selection, 'Sausage', true)).toBe(selection);
  });
});

describe('cut selection reducer', () => {
  it('starts from the saved rows and applies each control', () => {
    let selection = cutSelectionReducer(emptyCutSelection(), {
      type: 'load',
      rows: ['Backstrap - Whole', 'Other - Heart'],
      animal: 'Deer',
    });
    selection = cutSelectionReducer(selection, {
      type: 'toggle-option',
      cut: 'Backstrap',
      option: 'Steak',
      checked: true,
    });
    selection = cutSelectionReducer(selection, { type: 'set-other-text', text: 'Heart, liver' });
    selection = cutSelectionReducer(selection, { type: 'toggle-cut', cut: 'Ribs', checked: true });
    expect(cutSelectionToRows(selection, 'Deer')).toEqual([
      'Backstrap - Whole',
      'Backstrap - Steak',
      'Ribs',
      'Other - Heart, liver',
    ]);
  });
});
