import { type AnimalType, OTHER_CUT } from '../../../domain/catalogue';
import { type CutSelection, rowsToCutSelection } from '../../../domain/cut-encoding';

/** docs/customer-flow.md 4: unticking a cut clears its sub-options; unticking Other clears its text. */
export function toggleCut(selection: CutSelection, cut: string, checked: boolean): CutSelection {
  if (checked) {
    if (selection.selected.includes(cut)) return selection;
    return { ...selection, selected: [...selection.selected, cut] };
  }
  const options = { ...selection.options };
  delete options[cut];
  return {
    selected: selection.selected.filter((name) => name !== cut),
    options,
    otherText: cut === OTHER_CUT ? '' : selection.otherText,
  };
}

export function toggleCutOption(selection: CutSelection, cut: string, option: string, checked: boolean): CutSelection {
  const current = selection.options[cut] ?? [];
  const next = checked
    ? current.includes(option)
      ? current
      : [...current, option]
    : current.filter((name) => name !== option);
  return { ...selection, options: { ...selection.options, [cut]: next } };
}

export function setOtherText(selection: CutSelection, text: string): CutSelection {
  return { ...selection, otherText: text };
}

export type CutSelectionAction =
  | { type: 'load'; rows: readonly string[]; animal: AnimalType }
  | { type: 'toggle-cut'; cut: string; checked: boolean }
  | { type: 'toggle-option'; cut: string; option: string; checked: boolean }
  | { type: 'set-other-text'; text: string };

/** The cuts checklist: the saved rows, then one action per control. */
export function cutSelectionReducer(selection: CutSelection, action: CutSelectionAction): CutSelection {
  switch (action.type) {
    case 'load':
      return rowsToCutSelection(action.rows, action.animal);
    case 'toggle-cut':
      return toggleCut(selection, action.cut, action.checked);
    case 'toggle-option':
      return toggleCutOption(selection, action.cut, action.option, action.checked);
    case 'set-other-text':
      return setOtherText(selection, action.text);
  }
}
